/// wakelint's version, printed by `--version` and carried in every machine-readable report.
public enum WakeLintVersion {
    public static let current = "0.1.0"
}
