import Vapor

extension Request {
    var leaderboards: QuizLeaderboards { QuizLeaderboards(database: db, images: encore.images.urls) }
}

extension QuizLeaderboard: Content {}
extension QuizLeaderboard.Entry: Content {}
