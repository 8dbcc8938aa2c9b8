/// The weights a config may ask for, as UIFont.Weight names them.
public enum FontWeight: String, CaseIterable, Sendable, Codable {
    /// UIFont.Weight.regular, .medium, .semibold and .bold.
    case regular, medium, semibold, bold

    /// fontconfig's weight value (FC_WEIGHT_REGULAR = 80, MEDIUM = 100, DEMIBOLD = 180, BOLD = 200).
    var fontconfigWeight: Int32 {
        switch self {
        case .regular: 80
        case .medium: 100
        case .semibold: 180
        case .bold: 200
        }
    }
}
