struct FeedbackForm {
    func send() {
        // A submit that has nothing to do with the scheduler.
        // wakelint-ok: bg-submit-error-swallowed
        try? form.submit(payload)
    }
}
