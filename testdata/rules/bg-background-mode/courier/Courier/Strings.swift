// Mentioned only in text: BGProcessingTaskRequest needs the processing mode.
let backgroundHelp = "Courier uses BGProcessingTaskRequest to clean up at night"
