import Foundation
import Testing

@testable import Encore

@Suite struct PlayClockTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func clock(_ level: QuizLevel) -> PlayClock {
        PlayClock(level: level, areaCount: level.areaCount, startedAt: start, pausedAt: nil, pausedMilliseconds: 0)
    }

    func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    @Test func thePosterStartsBlackAndAnAreaAppearsEveryTwoSeconds() {
        let beginner = clock(.beginner)

        let steps = [0, 1.99, 2, 5.5, 9.99, 10, 19].map { beginner.steps(at: at($0)) }

        #expect(steps == [0, 0, 1, 2, 4, 5, 5])
        #expect(beginner.nextStepIn(at: at(0.5)) == 1_500)
        #expect(beginner.nextStepIn(at: at(10)) == nil)
    }

    @Test func aPausedClockDoesNotTickEvenByAMillisecond() {
        // Started and paused at fractions of a millisecond, read at instants that round differently.
        let paused = PlayClock(
            level: .beginner, areaCount: 5, startedAt: at(0.0004), pausedAt: nil, pausedMilliseconds: 0
        )
        .paused(at: at(1.0009))

        let readings = [2.0, 2.0002, 2.0005, 7.0007].map { paused.remainingMilliseconds(at: at($0)) }

        #expect(Set(readings).count == 1, "\(readings)")
        #expect(readings.first == 19_000)
    }

    @Test func expertAreasTakeThreeSecondsEach() {
        let expert = clock(.expert)

        #expect([2.9, 3, 6, 9, 15].map { expert.steps(at: at($0)) } == [0, 1, 2, 3, 3])
    }

    @Test func timeRunsOutAfterTwentySecondsPlusTheGrace() {
        let intermediate = clock(.intermediate)

        #expect(intermediate.remainingMilliseconds(at: at(5)) == 15_000)
        #expect(intermediate.remainingMilliseconds(at: at(25)) == 0)
        #expect(!intermediate.isTimedOut(at: at(20.4)))
        #expect(intermediate.isTimedOut(at: at(20.5)))
    }

    @Test func pausingStopsTheClockAndResumingContinuesExactlyThere() {
        let paused = clock(.beginner).paused(at: at(3))

        let whilePaused = (
            paused.steps(at: at(28)), paused.remainingMilliseconds(at: at(28)), paused.isTimedOut(at: at(28))
        )
        let resumed = paused.resumed(at: at(28))

        #expect(whilePaused == (1, 17_000, false))
        #expect(resumed.pausedMilliseconds == 25_000)
        #expect(resumed.steps(at: at(28)) == 1)
        #expect(resumed.nextStepIn(at: at(28)) == 1_000)
        #expect(resumed.remainingMilliseconds(at: at(28)) == 17_000)
        #expect(resumed.steps(at: at(29)) == 2)
    }

    @Test func pausesStopTheClockForThirtySecondsAQuestionAtMost() {
        let paused = clock(.beginner).paused(at: at(3))

        #expect(paused.remainingMilliseconds(at: at(33)) == 17_000)
        #expect(paused.remainingMilliseconds(at: at(38)) == 12_000)
        #expect(!paused.isTimedOut(at: at(50.4)) && paused.isTimedOut(at: at(50.5)))
        let again = paused.resumed(at: at(35)).paused(at: at(36))
        #expect(again.remainingMilliseconds(at: at(40)) == 10_000)
    }

    @Test func aQuestionCanBePausedThreeTimes() {
        var clock = clock(.beginner)
        for second in 1...PauseRule.pausesPerQuestion {
            #expect(clock.canPause)
            clock = clock.paused(at: at(Double(second))).resumed(at: at(Double(second) + 0.5))
        }

        #expect(!clock.canPause && clock.pauses == 3)
    }

    @Test func pausingTwiceKeepsTheFirstPauseAndResumingUnpausedChangesNothing() {
        let once = clock(.beginner).paused(at: at(3))

        #expect(once.paused(at: at(8)) == once)
        #expect(clock(.beginner).resumed(at: at(8)) == clock(.beginner))
    }
}
