import Vapor

extension Request {
    var playPresentation: PlayPresentation {
        PlayPresentation(
            now: encore.clock.now(), images: encore.images.urls, strings: encore.strings, language: language)
    }
}

extension PlayState: Content {}
extension QuestionCard: Content {}
extension QuizHints.Shown: Content {}
