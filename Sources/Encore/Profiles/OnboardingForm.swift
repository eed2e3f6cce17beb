/// The nickname form shown on first visit (home and `/welcome`), with UQuiz's live message.
struct OnboardingForm: Encodable {
    let nickname: String
    let message: String?
    let isError: Bool
    let next: String
}
