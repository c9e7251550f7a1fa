// Older posts' transition names (Swift 4 and Objective-C), typed as `CATransition` expects, and the
// key UIKit and posts add transitions under.
public let kCATransition = "transition"
public let kCATransitionFade: CATransitionType = .fade
public let kCATransitionMoveIn: CATransitionType = .moveIn
public let kCATransitionPush: CATransitionType = .push
public let kCATransitionReveal: CATransitionType = .reveal
public let kCATransitionFromRight: CATransitionSubtype = .fromRight
public let kCATransitionFromLeft: CATransitionSubtype = .fromLeft
public let kCATransitionFromTop: CATransitionSubtype = .fromTop
public let kCATransitionFromBottom: CATransitionSubtype = .fromBottom
