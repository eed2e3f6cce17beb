"""Party rooms (docs/rooms.md): the host's big screen and the players' phones, live over the room's
WebSocket. The server keeps the clock and judges; the pages only draw the `state` frames."""

import re

from a11y import assert_accessible
from conftest import jump_clock, onboard, shot
from playwright.sync_api import expect
from room_helpers import (
    EN,
    TV,
    FrameLog,
    answer,
    assert_no_title_before_its_reveal,
    join_room,
    new_host,
    new_player,
    open_room,
    phase,
    progress,
    send_junk,
)

COUNT_SOCKETS = """(() => {
    const Real = window.WebSocket;
    window.socketsOpened = 0;
    window.WebSocket = class extends Real {
        constructor(...args) {
            super(...args);
            window.socketsOpened += 1;
        }
    };
})()"""

TITLES = ("괴물", "기생충", "부산행")


def test_a_room_from_the_lobby_to_the_podium(open_context):
    host = new_host(open_context, "방장", "우리 반 영화 밤", TITLES)
    pin = open_room(host, "우리 반 영화 밤")
    expect(host.locator("[data-pin]")).to_have_text(pin)
    # Short enough to type off the screen: no scheme.
    expect(host.locator("[data-join-url]")).to_have_text(re.compile(rf"^[^/:]+(:\d+)?/join/{pin}$"))
    qr = host.locator("img.join-qr")
    expect(qr).to_have_attribute("src", re.compile(r"/rooms/[^/]+/qr\.svg$"))
    expect(qr).not_to_have_js_property("naturalWidth", 0)
    expect(host.get_by_role("button", name="시작")).to_be_disabled()  # nobody to play with yet

    # Three phones join; each name appears on the big screen as it comes.
    names = ("민지", "준호", "서연")
    phones = {}
    for count, name in enumerate(names, start=1):
        phones[name] = new_player(open_context)
        if name == "서연":  # the 코드로 참여 box takes a room's PIN too
            phones[name].goto("/join")
            phones[name].get_by_label("코드", exact=True).fill(pin)
            phones[name].get_by_role("button", name="참여하기").click()
            expect(phones[name]).to_have_url(re.compile(rf"/join/{pin}$"))
            expect(phones[name].get_by_text("우리 반 영화 밤")).to_be_visible()
        join_room(phones[name], pin, name)
        expect(host.locator("[data-player-list] .name")).to_have_text(list(names[:count]))
        expect(host.get_by_role("heading", name=f"참가자 {count}명")).to_be_visible()
    for phone in phones.values():
        expect(phone.get_by_text("호스트가 시작하기를 기다리고 있어요")).to_be_visible()
        expect(phone.locator("[data-player-count]")).to_have_text("참가자 3명")
    expect(host.get_by_role("button", name="민지 내보내기")).to_be_visible()
    shot(host, "rooms-host-lobby-tv-ko")

    # Question 1: everyone sees it; two get it, one does not.
    host.get_by_role("button", name="시작").click()
    expect(progress(host)).to_have_text("문제 1 / 3")
    for phone in phones.values():
        expect(progress(phone)).to_have_text("문제 1 / 3")
        expect(phone.get_by_label("정답", exact=True)).to_be_enabled()
        expect(phone.locator("[data-countdown]")).to_have_text(re.compile(r"^\d+초$"))
    expect(host.locator("[data-answered]")).to_have_text("0 / 3명 답함")
    for name in ("일시정지", "건너뛰기", "잠그기", "끝내기"):
        expect(host.get_by_role("button", name=name, exact=True)).to_be_visible()
    expect(host.get_by_role("button", name="시작")).to_be_hidden()
    expect(host.locator(".host-step.shown").first).to_be_visible(timeout=8_000)  # the first area, black around it
    shot(host, "rooms-host-question-tv-ko")
    shot(phones["민지"], "rooms-play-question-phone-ko")

    answer(phones["민지"], "괴물")
    expect(host.locator("[data-answered]")).to_have_text("1 / 3명 답함")
    answer(phones["서연"], "살인의 추억")
    answer(phones["준호"], " 괴 물! ", last=True)

    # The reveal: the title and who got it on the big screen, right or wrong on each phone.
    phase(host, "revealed")
    expect(host.locator("[data-reveal-title]")).to_have_text("괴물")
    correct = host.locator("[data-reveal-correct]")
    expect(correct).to_contain_text("민지")
    expect(correct).to_contain_text("준호")
    expect(correct).not_to_contain_text("서연")
    expect(host.locator("[data-reveal-poster]")).to_be_visible()
    standings = host.locator("[data-standings] .standing")
    expect(standings).to_have_count(3)
    expect(standings.nth(2).locator(".name")).to_have_text("서연")
    expect(standings.nth(2).locator(".pts")).to_have_text("0점")
    expect(host.locator("[data-standings] .change")).to_have_text(["NEW", "NEW", "NEW"])
    for name in ("민지", "준호"):
        expect(phones[name].locator("[data-verdict]")).to_have_text("정답!")
        expect(phones[name].locator("[data-gained]")).to_have_text(re.compile(r"^\+[\d,]+점$"))
    expect(phones["서연"].locator("[data-verdict]")).to_have_text("아쉬워요, 틀렸어요")
    for phone in phones.values():
        expect(phone.locator("[data-reveal-title]")).to_have_text("괴물")
        expect(phone.locator("[data-my-score]")).to_have_text(re.compile(r"^내 점수 [\d,]+점 · \d위$"))
    shot(host, "rooms-host-reveal-tv-ko")
    shot(phones["서연"], "rooms-play-reveal-phone-ko")

    # Question 2: only 민지 gets it, so she leads whatever the speeds were.
    host.get_by_role("button", name="다음").click()
    for phone in phones.values():
        expect(progress(phone)).to_have_text("문제 2 / 3")
    answer(phones["준호"], "괴물")
    answer(phones["서연"], "몰라요")
    answer(phones["민지"], "기생충", last=True)
    expect(host.locator("[data-reveal-title]")).to_have_text("기생충")
    expect(standings.first.locator(".name")).to_have_text("민지")
    expect(host.locator("[data-standings] .change.is-new")).to_have_count(0)

    # Question 3: nobody answers; the host skips it.
    host.get_by_role("button", name="다음").click()
    expect(progress(phones["민지"])).to_have_text("문제 3 / 3")
    host.get_by_role("button", name="건너뛰기").click()
    expect(host.locator("[data-reveal-title]")).to_have_text("부산행")
    expect(host.locator("[data-reveal-correct]")).to_have_text("아무도 못 맞혔어요")
    # Nobody got it is not shown in the success colour.
    expect(host.locator("[data-reveal-correct]")).to_have_class(re.compile(r"\bis-none\b"))
    expect(phones["준호"].locator("[data-verdict]")).to_have_text("답하지 않았어요")

    # The podium, on the big screen and on every phone.
    host.get_by_role("button", name="다음").click()
    phase(host, "finished")
    expect(host.get_by_role("heading", name="최종 순위")).to_be_visible()
    for place, name in enumerate(names, start=1):
        expect(host.locator(f"[data-podium] .place-{place} .name")).to_have_text(name)
        expect(phones[name].locator("[data-my-place]")).to_have_text(f"내 순위: {place}위")
        expect(phones[name].locator("[data-podium] .name")).to_have_text(list(names))
    shot(host, "rooms-host-podium-tv-ko")
    shot(phones["민지"], "rooms-play-podium-phone-ko")

    # Ending the room (after a confirmation) tells everyone and lands in the host's history.
    host.get_by_role("button", name="끝내기").click()
    host.get_by_role("dialog").get_by_role("button", name="끝내기").click()
    expect(host.get_by_text("방이 끝났어요.")).to_be_visible()
    for phone in phones.values():
        expect(phone.get_by_text("방이 끝났어요.")).to_be_visible()
        expect(phone.locator("[data-banner]")).to_be_hidden()
    host.get_by_role("link", name="방 기록 보기").click()
    expect(host).to_have_url(re.compile(r"/quiz/rooms$"))
    card = host.locator(".room-card").filter(has_text="우리 반 영화 밤")
    expect(card).to_contain_text("참가자 3명")
    expect(card.locator(".podium-mini .name")).to_have_text(list(names))
    shot(host, "rooms-history-tv-ko")


def test_a_player_who_drops_out_comes_back_to_the_same_question_and_score(open_context):
    host = new_host(open_context, "재접속방장", "끊겨도 괜찮아", TITLES[:2])
    pin = open_room(host, "끊겨도 괜찮아")
    phone = new_player(open_context)
    context = phone.context
    join_room(phone, pin, "지하철")
    host.get_by_role("button", name="시작").click()
    answer(phone, "괴물", last=True)
    expect(phone.locator("[data-verdict]")).to_have_text("정답!")
    host.get_by_role("button", name="다음").click()
    expect(progress(phone)).to_have_text("문제 2 / 2")
    score = phone.locator("[data-me-score]").inner_text()
    assert re.fullmatch(r"[\d,]+점", score) and score != "0점", score

    # The network drops (a tunnel): the banner shows until the socket is back.
    context.set_offline(True)
    banner = phone.locator("[data-banner]")
    expect(banner).to_be_visible()
    expect(banner).to_have_text("다시 연결하는 중…")
    shot(phone, "rooms-play-reconnecting-phone-ko")
    context.set_offline(False)
    expect(banner).to_be_hidden()
    expect(progress(phone)).to_have_text("문제 2 / 2")
    expect(phone.locator("[data-me-score]")).to_have_text(score)

    # The tab closed and opened again: the same question, the same score, still answerable.
    url = phone.url
    phone.close()
    phone = context.new_page()
    phone.goto(url)
    expect(progress(phone)).to_have_text("문제 2 / 2")
    expect(phone.locator("[data-me-score]")).to_have_text(score)
    answer(phone, "기생충", last=True)
    expect(host.locator("[data-reveal-title]")).to_have_text("기생충")
    expect(phone.locator("[data-verdict]")).to_have_text("정답!")


def test_the_host_removes_a_player_from_the_lobby(open_context):
    host = new_host(open_context, "문지기", "내보내기 연습", TITLES[:2])
    pin = open_room(host, "내보내기 연습")
    stayer = new_player(open_context)
    join_room(stayer, pin, "남을사람")
    leaver = new_player(open_context)
    # Counts the sockets the page opens, to show below that a removed phone opens no more.
    leaver.add_init_script(COUNT_SOCKETS)
    # A nickname already in the room: the form again, with the message and the typed name kept.
    leaver.goto(f"/join/{pin}")
    box = leaver.get_by_label("닉네임", exact=True)
    box.fill("남을사람")
    with leaver.expect_response(lambda response: response.request.method == "POST") as refused:
        leaver.get_by_role("button", name="입장하기").click()
    assert refused.value.status == 409
    expect(leaver.get_by_role("alert")).to_have_text("이 방에서 이미 쓰는 닉네임이에요. 다른 닉네임을 골라 주세요.")
    expect(box).to_have_value("남을사람")
    expect(box).to_have_attribute("aria-invalid", "true")
    expect(box).to_have_class(re.compile(r"\bshake\b"))
    shot(leaver, "rooms-join-taken-phone-ko")
    join_room(leaver, pin, "나갈사람")
    expect(host.locator("[data-player-list] .name")).to_have_text(["남을사람", "나갈사람"])

    # By keyboard: the remove buttons are real buttons.
    host.get_by_role("button", name="나갈사람 내보내기").focus()
    host.keyboard.press("Enter")
    expect(leaver.get_by_role("alert")).to_have_text("호스트가 나를 이 방에서 내보냈어요.")
    expect(host.locator("[data-player-list] .name")).to_have_text(["남을사람"])
    expect(host.get_by_role("heading", name="참가자 1명")).to_be_visible()
    expect(stayer.locator("[data-player-count]")).to_have_text("참가자 1명")
    shot(host, "rooms-host-removed-tv-ko")
    shot(leaver, "rooms-play-removed-phone-ko")

    # The removed phone does not come back by itself, whatever would otherwise bring a socket back.
    opened = leaver.evaluate("window.socketsOpened")
    assert opened >= 1
    leaver.evaluate(
        """() => {
        window.dispatchEvent(new Event("online"));
        document.dispatchEvent(new Event("visibilitychange"));
        window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    }"""
    )
    assert leaver.evaluate("window.socketsOpened") == opened
    expect(leaver.locator("[data-banner]")).to_be_hidden()
    expect(leaver.get_by_role("alert")).to_have_text("호스트가 나를 이 방에서 내보냈어요.")
    host.get_by_role("button", name="시작").click()
    expect(progress(stayer)).to_have_text("문제 1 / 2")
    phase(leaver, "removed")


def test_rooms_in_english(open_context):
    host = new_host(open_context, "Host", "Movie night", TITLES[:2], locale="en-US")
    pin = open_room(host, "Movie night", words=EN)
    expect(host.get_by_text("Join on your phone with this PIN")).to_be_visible()
    expect(host.get_by_role("heading", name="Players: 0")).to_be_visible()
    expect(host.get_by_text("Waiting for players…")).to_be_visible()
    for name in ("Start", "Lock", "End"):
        expect(host.get_by_role("button", name=name, exact=True)).to_be_visible()

    phone = new_player(open_context, locale="en-US")
    phone.goto(f"/join/{pin}")
    expect(phone.get_by_role("heading", name="Join the room")).to_be_visible()
    expect(phone.get_by_text("Players in the room: 0")).to_be_visible()
    shot(phone, "rooms-join-phone-en")
    join_room(phone, pin, "Alice", words=EN)
    expect(phone.get_by_text("Waiting for the host to start")).to_be_visible()
    expect(phone.get_by_text("You are Alice")).to_be_visible()
    expect(host.get_by_role("button", name="Remove Alice")).to_be_visible()

    host.get_by_role("button", name="Start").click()
    expect(progress(phone)).to_have_text("Question 1 of 2")
    expect(progress(host)).to_have_text("Question 1 of 2")
    expect(host.locator("[data-answered]")).to_have_text("0 of 1 answered")
    expect(phone.get_by_role("button", name="Send")).to_be_visible()
    shot(phone, "rooms-play-question-phone-en")
    answer(phone, "괴물", words=EN, last=True)
    expect(phone.locator("[data-verdict]")).to_have_text("Correct!")
    expect(phone.locator("[data-gained]")).to_have_text(re.compile(r"^\+[\d,]+ pts$"))
    expect(host.locator("[data-reveal-correct]")).to_have_text("Got it: Alice")
    expect(host.get_by_role("heading", name="Standings")).to_be_visible()
    shot(host, "rooms-host-reveal-tv-en")

    host.get_by_role("button", name="Next").click()
    expect(progress(phone)).to_have_text("Question 2 of 2")
    host.get_by_role("button", name="Skip").click()
    expect(phone.locator("[data-verdict]")).to_have_text("No answer")
    host.get_by_role("button", name="Next").click()
    expect(host.get_by_role("heading", name="Final standings")).to_be_visible()
    expect(phone.locator("[data-my-place]")).to_have_text("Your place: 1")
    shot(phone, "rooms-play-podium-phone-en")


def test_no_frame_gives_a_title_away_before_its_reveal(open_context):
    host = new_host(open_context, "엿보기방장", "엿보기 없는 방", TITLES[:2])
    logs = {"host": FrameLog(host)}
    pin = open_room(host, "엿보기 없는 방")
    phones = {}
    for name in ("엿보기1", "엿보기2"):
        phones[name] = new_player(open_context)
        logs[name] = FrameLog(phones[name])
        join_room(phones[name], pin, name)
    # The room's answers on the big screen, with names: still nothing of them before a reveal.
    host.get_by_role("button", name="설정", exact=True).click()
    host.get_by_label("정답 공개 뒤 방의 답 보여 주기").check()
    host.get_by_label("답한 사람 이름도 보여 주기").check()
    host.get_by_role("button", name="닫기").click()
    host.get_by_role("button", name="시작").click()
    expect(host.locator(".host-step.shown").first).to_be_visible(timeout=8_000)
    for page in (host, *phones.values()):
        assert "괴물" not in page.content()
    answer(phones["엿보기1"], "괴물")
    answer(phones["엿보기2"], "아무거나", last=True)
    expect(host.locator("[data-reveal-title]")).to_have_text("괴물")
    host.get_by_role("button", name="다음").click()
    expect(progress(phones["엿보기1"])).to_have_text("문제 2 / 2")
    for _ in range(2):  # let a poster area or two come out, each a frame of its own
        jump_clock(host, 2)
    host.get_by_role("button", name="건너뛰기").click()
    expect(host.locator("[data-reveal-title]")).to_have_text("기생충")
    host.get_by_role("button", name="다음").click()
    phase(host, "finished")
    # On the podium only ending the room is left: locking it would mean nothing.
    expect(host.locator('[data-command="lock"]')).to_be_hidden()
    expect(host.locator('[data-command="end"]')).to_be_visible()
    for phone in phones.values():
        phase(phone, "finished")

    for who, log in logs.items():
        assert_no_title_before_its_reveal(log, TITLES[:2], who)
    # The phones never get the host's picture of the question; the big screen does.
    for name in phones:
        assert all(state.get("host") is None for state in logs[name].states()), name
    assert any((state.get("host") or {}).get("stepImageURL") for state in logs["host"].states())
    # The room's answers came to the big screen at the reveals only, and never to a phone.
    shown = [state for state in logs["host"].states() if "answers" in state]
    assert shown and all(state["room"]["phase"] == "revealed" for state in shown)
    assert any(entry["names"] == ["엿보기1"] for state in shown for entry in state["answers"])
    for name in phones:
        assert all("answers" not in state for state in logs[name].states()), name


def test_malformed_messages_are_refused_and_the_room_goes_on(open_context):
    host = new_host(open_context, "튼튼방장", "튼튼한 방", TITLES[:2])
    pin = open_room(host, "튼튼한 방")
    prankster = new_player(open_context)
    join_room(prankster, pin, "장난꾼")
    friend = new_player(open_context)
    join_room(friend, pin, "친구")
    host.get_by_role("button", name="시작").click()
    expect(progress(prankster)).to_have_text("문제 1 / 2")

    result = send_junk(prankster)
    assert sorted(result["codes"]) == sorted(["malformed", "unknownType", "tooLarge"]), result
    assert result["open"], "an error frame leaves the socket open"

    # Nobody noticed: the question goes on for both phones and ends with their answers.
    expect(progress(friend)).to_have_text("문제 1 / 2")
    answer(prankster, "괴물")
    answer(friend, "기생충", last=True)
    expect(host.locator("[data-reveal-title]")).to_have_text("괴물")
    expect(prankster.locator("[data-verdict]")).to_have_text("정답!")
    expect(friend.locator("[data-verdict]")).to_have_text("아쉬워요, 틀렸어요")


def test_a_quick_initials_game_as_a_room(open_context):
    host = open_context(viewport=TV, service_workers="block").new_page()
    onboard(host, "초성방장")
    host.goto("/quiz")
    host.locator(".quick-chosung").get_by_role("button", name="방 만들기: 초보").click()
    host.wait_for_url(re.compile(r"/rooms/[^/]+/host$"))
    expect(host.locator("[data-room-host]")).to_have_attribute("data-version", re.compile(r"\d"))
    pin = host.locator("[data-pin]").inner_text().strip()
    phone = new_player(open_context)
    join_room(phone, pin, "초성왕")
    host.get_by_role("button", name="시작").click()

    # The clue shows on both screens; the phone has no poster to look for.
    clue = host.locator(".chosung-card")
    expect(clue).to_have_text(re.compile(r"[ㄱ-ㅎ]"))
    expect(phone.locator("[data-chosung]")).to_have_text(clue.inner_text())
    expect(phone.locator("[data-look-up]")).to_be_hidden()
    shot(host, "rooms-host-chosung-tv-ko")
    shot(phone, "rooms-play-chosung-phone-ko")
    host.get_by_role("button", name="건너뛰기").click()
    expect(host.locator("[data-reveal-title]")).not_to_be_empty()
    expect(phone.locator("[data-verdict]")).to_have_text("답하지 않았어요")


def test_friendly_names_only(open_context):
    host = new_host(open_context, "친근방장", "친근한 이름 방", TITLES[:2])
    pin = open_room(host, "친근한 이름 방")
    host.get_by_role("button", name="설정", exact=True).click()
    host.get_by_label("친근한 이름만 쓰기").check()
    host.get_by_role("button", name="닫기").click()

    phone = new_player(open_context)
    phone.goto(f"/join/{pin}")
    expect(phone.get_by_text("이 방에서는 만들어 준 이름으로 참가해요.")).to_be_visible()
    expect(phone.get_by_label("닉네임", exact=True)).to_have_count(0)
    offered = phone.locator("[data-friendly-name]").inner_text()
    assert re.fullmatch(r"\S+ \S+", offered), offered
    assert_accessible(phone, "room join with friendly names ko phone")
    shot(phone, "rooms-join-friendly-phone-ko")
    for left in (3, 2, 1):
        phone.get_by_role("link", name=f"다른 이름 ({left}번 남음)").click()
    expect(phone.get_by_text("이름을 더 돌릴 수 없어요.")).to_be_visible()
    name = phone.locator("[data-friendly-name]").inner_text()
    phone.get_by_role("button", name="입장하기").click()
    phone.wait_for_url(re.compile(r"/rooms/[^/]+/play$"))
    expect(host.locator("[data-player-list] .name")).to_have_text([name])

    english = new_player(open_context, locale="en-US")
    english.goto(f"/join/{pin}")
    expect(english.get_by_text("In this room you play under a name made for you.")).to_be_visible()
    animal = english.locator("[data-friendly-name]").inner_text().split(" ")[1]
    assert re.fullmatch(r"[a-z]{3,5}", animal), animal
    shot(english, "rooms-join-friendly-phone-en")
