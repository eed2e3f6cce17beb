/// The nickname form shown on first visit (home and `/welcome`), with its message as the person types.
struct OnboardingForm: Encodable {
    let nickname: String
    let message: String?
    let isError: Bool
    let next: String
}
