/// Objective-C's integer names, which iOS code still writes in Swift (`let count: NSInteger`): Foundation
/// on Linux has no Objective-C runtime to bring them.
public typealias NSInteger = Int
public typealias NSUInteger = UInt
