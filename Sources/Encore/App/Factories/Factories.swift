import Vapor

/// Every section's factory, made once by `routes` and handed to the controllers that use them.
struct Factories: Sendable {
    let quiz: QuizFactory
    let rooms: RoomFactory
    let profiles: ProfileFactory
    let uploads: UploadFactory
    let gifs: GifFactory
    let idols: IdolFactory
    let boxOffice: BoxOfficeFactory
    let safety: SafetyFactory

    init(_ app: Application) {
        quiz = QuizFactory(app: app)
        rooms = RoomFactory(app: app, quiz: quiz)
        uploads = UploadFactory(app: app)
        gifs = GifFactory(app: app, uploads: uploads)
        profiles = ProfileFactory(app: app, gifs: gifs)
        idols = IdolFactory(app: app)
        boxOffice = BoxOfficeFactory(app: app)
        safety = SafetyFactory(app: app, quiz: quiz, gifs: gifs, profiles: profiles)
    }
}
