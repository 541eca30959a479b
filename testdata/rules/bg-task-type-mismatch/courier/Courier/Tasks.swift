import BackgroundTasks

enum Tasks {
    static let refresh = "com.example.courier.refresh"
    static let cleanup = "com.example.courier.cleanup"
    static let study = "com.example.courier.study"
}
