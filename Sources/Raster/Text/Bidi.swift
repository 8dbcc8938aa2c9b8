internal import CFriBidi

/// The Unicode Bidirectional Algorithm, through GNU FriBidi: embedding levels for a paragraph whose
/// base direction comes from its first strong character (as a label's natural direction does).
enum Bidi {
    /// One embedding level per Unicode scalar of `text`: even runs read left to right, odd runs
    /// right to left. All zero for text with no right-to-left characters.
    static func levels(of text: String) -> [UInt8] {
        let scalars = text.unicodeScalars.map { FriBidiChar($0.value) }
        guard !scalars.isEmpty else { return [] }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var base = FRIBIDI_PAR_ON
        let count = FriBidiStrIndex(scalars.count)
        fribidi_get_bidi_types(scalars, count, &types)
        fribidi_get_bracket_types(scalars, count, types, &brackets)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &levels) > 0 else {
            return [UInt8](repeating: 0, count: scalars.count)
        }
        return levels.map { UInt8(clamping: $0) }
    }

    /// The visual order of runs with these levels (rule L2): from the highest level down to the
    /// lowest odd one, every maximal sequence of runs at that level or above is reversed.
    static func visualOrder(_ runLevels: [UInt8]) -> [Int] {
        var order = Array(runLevels.indices)
        guard let highest = runLevels.max(), let lowestOdd = runLevels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard runLevels[order[i]] >= level else {
                    i += 1
                    continue
                }
                var j = i
                while j < order.count && runLevels[order[j]] >= level { j += 1 }
                order[i..<j].reverse()
                i = j
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
