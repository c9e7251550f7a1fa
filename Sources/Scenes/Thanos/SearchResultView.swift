import Sandglass

/// One search result of the panel, as in the author's demo: a small site icon (a shape) and the
/// site's address on the first line, a 15 pt blue title, and a grey snippet of a few wrapped lines
/// on white.
///
/// `layer` ("resultView<n>") holds `contentLayer` (the result itself, what turns to dust) and, once
/// the scene adds it, the result's dust effect view above it.
final class SearchResultView {
    /// The texts and icon of one result.
    struct Content {
        var site: String
        var title: String
        var snippet: String
        /// The icon's colour and shape (a circle or a rounded square).
        var iconColor: CGColor
        var iconIsRound: Bool
    }

    static let titleColor = CGColor(red: 0.102, green: 0.051, blue: 0.671)
    static let siteColor = CGColor(red: 0.125, green: 0.129, blue: 0.141)
    static let snippetColor = CGColor(red: 0.302, green: 0.318, blue: 0.337)

    let layer = CALayer()
    let contentLayer = CALayer()
    let iconLayer = CAShapeLayer()
    let siteLayer = CATextLayer()
    let titleLayer = CATextLayer()
    let snippetLayer = CATextLayer()

    /// The text layers with their normal colours (the restore fades them back to these).
    var textLayers: [(layer: CATextLayer, color: CGColor)] {
        [(siteLayer, Self.siteColor), (titleLayer, Self.titleColor), (snippetLayer, Self.snippetColor)]
    }

    init(_ content: Content, index: Int, frame: CGRect) {
        layer.name = "resultView\(index)"
        layer.frame = frame
        let bounds = CGRect(origin: .zero, size: frame.size)
        let inset: CGFloat = 16

        contentLayer.name = "contentLayer"
        // Opaque white, as html2canvas draws Google's results (its default background): a pixel dealt
        // twice then looks the same drawn twice, where a transparent antialiased edge would darken.
        contentLayer.frame = bounds
        contentLayer.backgroundColor = .white
        layer.addSublayer(contentLayer)

        iconLayer.name = "iconLayer"
        iconLayer.frame = CGRect(x: inset, y: 12, width: 16, height: 16)
        let iconRect = CGRect(x: 0, y: 0, width: 16, height: 16)
        iconLayer.path = content.iconIsRound
            ? UIBezierPath(ovalIn: iconRect).cgPath : UIBezierPath(roundedRect: iconRect, cornerRadius: 3).cgPath
        iconLayer.fillColor = content.iconColor
        let mark = CAShapeLayer()
        mark.name = "iconMark"
        mark.frame = iconRect
        mark.path = UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 6, height: 6)).cgPath
        mark.fillColor = CGColor.white
        iconLayer.addSublayer(mark)
        contentLayer.addSublayer(iconLayer)

        configure(siteLayer, name: "siteLayer", content.site, size: 12, color: Self.siteColor,
                  frame: CGRect(x: inset + 24, y: 12, width: bounds.width - 2 * inset - 24, height: 16))
        configure(titleLayer, name: "titleLayer", content.title, size: 15, color: Self.titleColor,
                  frame: CGRect(x: inset, y: 34, width: bounds.width - 2 * inset, height: 20))
        configure(snippetLayer, name: "snippetLayer", content.snippet, size: 12, color: Self.snippetColor,
                  frame: CGRect(x: inset, y: 57, width: bounds.width - 2 * inset, height: bounds.height - 60))
        snippetLayer.isWrapped = true
    }

    private func configure(_ text: CATextLayer, name: String, _ string: String, size: CGFloat, color: CGColor, frame: CGRect) {
        text.name = name
        text.string = string
        text.fontName = "Helvetica"
        text.fontSize = size
        text.foregroundColor = color
        text.frame = frame
        contentLayer.addSublayer(text)
    }

    /// The demo's four results (the author's demo searches "Thanos").
    static let thanosResults: [Content] = [
        Content(site: "marvelcinematicuniverse.fandom.com › wiki › Thanos",
                title: "Thanos | Marvel Cinematic Universe Wiki | Fandom",
                snippet: "Thanos was a genocidal warlord from Titan, whose objective was to bring stability to the universe by wiping out half of all life at every level, as he believed ...",
                iconColor: CGColor(red: 0.98, green: 0.2, blue: 0.45), iconIsRound: true),
        Content(site: "en.wikipedia.org › wiki › Thanos",
                title: "Thanos - Wikipedia",
                snippet: "Thanos is a fictional supervillain appearing in American comic books published by Marvel Comics. The character, created by writer-artist Jim Starlin, first appeared in 1973.",
                iconColor: CGColor(gray: 0.35), iconIsRound: true),
        Content(site: "comicvine.gamespot.com › thanos",
                title: "Thanos (Character) - Comic Vine",
                snippet: "The Mad Titan, Thanos is obsessed with death and cosmic power. He assembled the Infinity Gauntlet to court Mistress Death and erased half of the universe.",
                iconColor: CGColor(red: 0.85, green: 0.12, blue: 0.1), iconIsRound: false),
        Content(site: "www.marvel.com › characters › thanos",
                title: "Thanos | Characters | Marvel",
                snippet: "The Mad Titan Thanos, a melancholy, brooding individual, consumed with the concept of death, sought out personal power and increased strength.",
                iconColor: CGColor(red: 0.93, green: 0.11, blue: 0.14), iconIsRound: false),
    ]
}
