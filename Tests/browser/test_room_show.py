"""A room as a show (#29): teams, the room's answers on the big screen, reactions, the full ranking,
the host's report, 다시 하기 with nobody rejoining, and the host running it all from a phone."""

import re

from conftest import jump_clock, shot
from playwright.sync_api import expect
from quiz_helpers import make_packs_through_api
from room_helpers import EN, SMALL_PHONE, answer, join_room, new_host, new_player, open_room, phase


def set_options(page, teams=None, answers=False, names=False, auto_next=None, words=None):
    words = words or {
        "open": "설정",
        "teams": "팀",
        "answers": "정답 공개 뒤 방의 답 보여 주기",
        "names": "답한 사람 이름도 보여 주기",
        "auto": "다음 문제로 자동 진행",
        "close": "닫기",
    }
    page.get_by_role("button", name=words["open"], exact=True).click()
    if teams is not None:
        page.get_by_label(words["teams"], exact=True).select_option(str(teams))
    if auto_next is not None:
        page.get_by_label(words["auto"]).select_option(str(auto_next))
    if answers:
        page.get_by_label(words["answers"]).check()
    if names:
        page.get_by_label(words["names"]).check()
    page.get_by_role("button", name=words["close"]).click()


def test_a_team_game_with_the_rooms_answers_reactions_a_report_and_play_again(open_context):
    host = new_host(open_context, "진행자", "팀 대항전", ("괴물", "기생충"))
    pin = open_room(host, "팀 대항전")
    phones = {}
    for name in ("민지", "준호", "서연"):
        phones[name] = new_player(open_context)
        join_room(phones[name], pin, name)
    set_options(host, teams=2, answers=True)
    expect(host.get_by_label("팀", exact=True)).to_have_value("2")

    host.get_by_role("button", name="시작").click()
    phase(host, "asking")
    expect(phones["민지"].locator("[data-me-team]")).to_have_text("내 팀: 빨강 팀")
    expect(phones["준호"].locator("[data-me-team]")).to_have_text("내 팀: 파랑 팀")
    answer(phones["민지"], "괴물")
    expect(phones["민지"].locator("[data-sent-text]")).to_have_text("보낸 답: 괴물")
    answer(phones["준호"], "괴 물")
    answer(phones["서연"], "ㅋㅋ 몰라요", last=True)
    phase(host, "revealed")

    # What the room answered: the same answer typed two ways counts once; one click hides a joke.
    board = host.locator("[data-answers] .answer-row")
    expect(board.locator(".answer-text")).to_have_text(["괴물", "ㅋㅋ 몰라요"])
    expect(board.locator(".answer-count")).to_have_text(["2명", "1명"])
    expect(host.locator("[data-team-standings] .name")).to_have_count(2)
    expect(phones["서연"].locator("[data-team-standings] .team-row")).to_have_count(2)
    shot(host, "rooms-show-answers-ko")
    host.get_by_role("button", name="‘ㅋㅋ 몰라요’ 답 숨기기").click()
    expect(board.locator(".answer-text")).to_have_text(["괴물"])

    # A reaction floats up the big screen; phones never get one.
    phones["서연"].get_by_role("button", name="박수").click()
    expect(host.locator("[data-reactions] .reaction")).to_have_count(1)
    expect(phones["민지"].locator(".reaction")).to_have_count(0)

    host.get_by_role("button", name="다음").click()
    phase(host, "asking")
    for name in ("민지", "준호"):
        answer(phones[name], "기생충")
    answer(phones["서연"], "기생충", last=True)
    phase(host, "revealed")
    expect(host.locator("[data-standings] .streak").first).to_be_hidden()  # two in a row: no mark yet
    host.get_by_role("button", name="다음").click()
    phase(host, "finished")

    # The end: the full ranking, the report and 다시 하기.
    rows = host.locator("[data-ranking] .ranking-row")
    expect(rows).to_have_count(3)
    expect(rows.first.locator(".stat").first).to_have_text("2개 맞힘")
    expect(host.locator("[data-final-teams] .team-row")).to_have_count(2)
    shot(host, "rooms-show-finished-ko")
    with host.expect_download() as download:
        host.get_by_role("link", name="결과 CSV 받기").click()
    report = open(download.value.path(), encoding="utf-8").read()
    assert report.startswith("\ufeff닉네임,팀,순위,점수"), report[:80]
    assert "민지,빨강 팀,1," in report and "ㅋㅋ 몰라요,오답" in report
    assert re.search(r"/rooms/[^/]+/report\.csv", host.locator("[data-report]").get_attribute("href"))

    host.get_by_role("button", name="다시 하기", exact=True).click()
    phase(host, "lobby")
    expect(host.locator("[data-player-list] .name")).to_have_text(["민지", "준호", "서연"])
    for phone in phones.values():
        phase(phone, "lobby")
        expect(phone.get_by_text("호스트가 시작하기를 기다리고 있어요")).to_be_visible()


def test_the_host_runs_the_room_from_a_phone_and_it_moves_on_by_itself(open_context):
    host = new_host(open_context, "리모컨", "소파에서", ("괴물", "기생충"))
    pin = open_room(host, "소파에서")
    remote = host.context.new_page()
    remote.set_viewport_size(SMALL_PHONE)
    remote.goto(host.url.replace("/host", "/remote"))
    expect(remote.locator("[data-room-remote]")).to_have_attribute("data-version", re.compile(r"\d"))
    expect(remote.locator(".topbar, nav.tabs")).to_have_count(0)
    player = new_player(open_context)
    join_room(player, pin, "하니")
    expect(remote.locator("[data-player-count]")).to_have_text("참가자 1명")

    set_options(remote, auto_next=5)
    remote.get_by_role("button", name="시작").click()
    phase(host, "asking")
    expect(remote.locator("[data-remote-phase]")).to_have_text("문제 진행 중")
    answer(player, "괴물", last=True)
    phase(host, "revealed")
    expect(host.locator("[data-next-in]")).to_be_visible()
    shot(remote, "rooms-remote-revealed-ko")
    jump_clock(host, 6)  # the reveal's five seconds pass: the next question starts by itself
    phase(host, "asking")
    expect(host.locator("[data-progress]")).to_have_text("문제 2 / 2")
    expect(player.locator("[data-progress]")).to_have_text("문제 2 / 2")


# The colour a class would have inside the standings, next to the theme's own colour variable.
COLOURS = """([kind, variable]) => {
  const probe = document.createElement("span");
  probe.className = `change ${kind}`;
  document.querySelector("[data-standings]").append(probe);
  const reference = document.createElement("span");
  reference.style.color = `var(${variable})`;
  document.body.append(reference);
  const colours = [getComputedStyle(probe).color, getComputedStyle(reference).color];
  probe.remove();
  reference.remove();
  return colours;
}"""


def test_rank_changes_move_in_each_languages_colours(open_context):
    host = new_host(open_context, "Painter", "Colours", ("괴물", "기생충"), locale="en-US")
    pin = open_room(host, "Colours", EN)
    first, second = new_player(open_context, "en-US"), new_player(open_context, "en-US")
    join_room(first, pin, "Early", EN)
    join_room(second, pin, "Late", EN)
    host.get_by_role("button", name="Start").click()
    answer(second, "nope", EN)
    jump_clock(host, 10)
    answer(first, "괴물", EN, last=True)  # Early leads with a slow right answer
    host.get_by_role("button", name="Next").click()
    answer(first, "nope", EN)
    answer(second, "기생충", EN, last=True)  # Late overtakes with a quick one
    phase(host, "revealed")

    expect(host.locator("[data-standings] .name")).to_have_text(["Late", "Early"])
    expect(host.locator("[data-standings] .change.is-up")).to_have_count(1)
    expect(host.locator("[data-standings] .change.is-down")).to_have_count(1)
    up, green = host.evaluate(COLOURS, ["is-up", "--ok"])
    down, red = host.evaluate(COLOURS, ["is-down", "--danger"])
    assert (up, down) == (green, red)  # English boards go up in green, down in red
    shot(host, "rooms-show-rank-change-en")


def test_korean_boards_go_up_in_red(open_context):
    host = new_host(open_context, "색깔", "색깔 시험", ("괴물",))
    open_room(host, "색깔 시험")
    up, red = host.evaluate(COLOURS, ["is-up", "--danger"])
    assert up == red


def test_play_again_with_another_pack_keeps_everyone_in(open_context):
    host = new_host(open_context, "두판", "첫 판", ("괴물",))
    make_packs_through_api(host, ["둘째 판"], ("기생충", "괴물"))
    pin = open_room(host, "첫 판")
    phone = new_player(open_context)
    join_room(phone, pin, "계속")
    host.get_by_role("button", name="시작").click()
    answer(phone, "괴물", last=True)
    host.get_by_role("button", name="다음").click()
    phase(host, "finished")

    host.get_by_label("다른 팩으로 다시 하기").select_option(label="둘째 판")
    host.get_by_role("button", name="이 팩으로 다시 하기").click()
    phase(host, "lobby")
    expect(host.locator("#host-title")).to_have_text("둘째 판")
    expect(host.locator("[data-player-list] .name")).to_have_text(["계속"])
    phase(phone, "lobby")
    host.get_by_role("button", name="시작").click()
    expect(phone.locator("[data-progress]")).to_have_text("문제 1 / 2")
    expect(phone.locator("#play-title")).to_have_text("둘째 판")


def test_the_clock_is_announced_politely_at_ten_and_five_seconds(open_context):
    host = new_host(open_context, "시계", "시계 방", ("괴물",))
    pin = open_room(host, "시계 방")
    phone = new_player(open_context)
    join_room(phone, pin, "듣는이")
    host.get_by_role("button", name="시작").click()
    box = phone.get_by_label("정답", exact=True)
    expect(box).to_be_visible()  # the question is on (the lobby's hidden box is enabled too)
    expect(box).to_be_enabled()  # and the 3, 2, 1 is over
    live = phone.locator("[data-time-announce]")
    expect(live).to_have_attribute("aria-live", "polite")
    expect(live).to_have_text("")  # not every second

    jump_clock(host, 10.2)
    expect(live).to_have_text(re.compile(r"^(10|9)초 남았어요$"))
    jump_clock(host, 5)
    expect(live).to_have_text(re.compile(r"^[1-5]초 남았어요$"))
    expect(host.locator("[data-time-announce]")).to_have_text(re.compile(r"^[1-5]초 남았어요$"))
