"""axe-core (bundled by axe-playwright-python) on a page as a person sees it: any serious or critical
violation fails the test, listed with the elements it was found on."""

from axe_playwright_python.sync_playwright import Axe

AXE = Axe()
BLOCKING = ("serious", "critical")


def assert_accessible(page, where):
    page.wait_for_load_state("networkidle")
    violations = [v for v in AXE.run(page).response["violations"] if v["impact"] in BLOCKING]
    details = [
        f"{v['id']} ({v['impact']}): {v['help']} on {[node['target'] for node in v['nodes'][:3]]}" for v in violations
    ]
    assert not details, f"{where}: " + "; ".join(details)
