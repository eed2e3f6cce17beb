import Vapor

extension Request {
    var leaderboards: QuizLeaderboards {
        get throws { QuizLeaderboards(database: try database, images: encore.images.urls) }
    }
}

extension QuizLeaderboard: Content {}
extension QuizLeaderboard.Entry: Content {}
