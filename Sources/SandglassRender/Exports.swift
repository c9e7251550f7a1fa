// The snapshot types (`RenderTree`, `RenderTreeBuilder`) live in the GL-free SandglassFrame module;
// every client of the renderer needs them, so `import SandglassRender` brings them along.
@_exported import SandglassFrame
