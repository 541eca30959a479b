enum TaskIdentifiers {
    /// Written out in code; the plist writes $(PRODUCT_BUNDLE_IDENTIFIER).refresh — the same string.
    static let refresh = "com.example.courier.refresh"
    /// Renamed in the plist long ago.
    static let cleanup = "com.example.courier.maintenance"
}

enum ExportTask: String {
    case video = "com.example.courier.export.video"
    case typo = "com.example.courier.exports.video"
}
