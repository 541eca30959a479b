public enum WakeLintSwift {}
