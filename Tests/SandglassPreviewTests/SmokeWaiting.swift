import Foundation

/// Polls `condition` every 50 ms for up to `seconds`: the smoke tests wait on the real window this way.
func waitFor(seconds: Double = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        usleep(50_000)
    }
    return condition()
}
