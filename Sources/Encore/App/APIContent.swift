import Vapor

// What the JSON API sends and reads, made Vapor `Content` here at the web layer, so the sections
// declare plain `Codable` values and never import Vapor (#28.1).
extension PlayState: Content {}
extension QuestionCard: Content {}
extension QuizHints.Shown: Content {}
extension QuizLeaderboard: Content {}
extension QuizLeaderboard.Entry: Content {}
extension PackSummary: Content {}
extension EditableDraft: Content {}
extension MovieDetailDTO: Content {}
extension IdolGroupSummary: Content {}
extension IdolMemberSummary: Content {}
extension IdolGroupDetail: Content {}
extension IdolMemberDetail: Content {}
extension IdolPeriodRow: Content {}
extension IdolBirthdays: Content {}
extension IdolFavourites: Content {}
extension UploadedGifDTO: Content {}
extension UploadedGifPageDTO: Content {}
extension GifFavouriteDTO: Content {}
extension GifFavouritesDTO: Content {}
extension ProfileDTO: Content {}
extension ProfileDataExport: Content {}
extension ProfileChanges: Content {}
extension NicknameCheckDTO: Content {}
