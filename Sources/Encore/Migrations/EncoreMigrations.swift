import Fluent

/// Every change to the database, in the order it was made; a file's number is its place here.
/// A migration is never edited once released (a database that ran it would not run it again):
/// a change is a new file and a new line at the end. Each names its tables and columns as literal
/// strings and reads or writes data with plain SQL, so renaming a model later cannot change it.
/// Fluent records each by its type name (`Encore.CreateProfile`): types are never renamed.
enum EncoreMigrations {
    static func all(catalog: MovieCatalog) -> [any Migration] {
        [
            CreateProfile(),
            CreateProfileSession(),
            CreateImageUpload(),
            AddProfileAvatar(),
            CreateQuizPack(),
            AddQuestionDetails(),
            CreateQuizPlay(),
            CreateBoxOfficeArchive(),
            CreateKOBISCallCount(),
            CreateIdols(),
            CreateGifs(),
            AddPackShareCodes(),
            AddQuizScores(),
            AddQuizHints(catalog: catalog),
            AddPackKind(),
            AddPackOrigin(),
            CreateRateLimitWindows(),
            AddPlayPauses(),
            RekeyNicknames(),
            DropIdolSearchIndex(),
            CreateQuizRooms(),
            CreateRoomSockets(),
            AddRoomPlaysAndExposures(),
            AddLiveAnswerers(),
            RekeyNicknamesBySkeleton(),
            CreateUploadChunks(),
            CreateDailyPuzzles(),
            CreateListingVersions(),
            CompressRoomGamesWithLZ4(),
            CreateContentReports(),
            CreateOperators(),
            CreateMakerNotices(),
            AddProfileDeletion(),
            CreateFilterWords(),
            AddProfileSuspensions(),
            CreateBlockedPictures(),
            CreateDailyAnswerSightings(),
        ]
    }
}
