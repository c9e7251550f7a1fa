// Scenes: the seed scenes (from the posts) and the benchmark scenes, written as scene code is
// (`import Sandglass`, `import UIKit`). Never GL or a window: they draw through Core Animation.
