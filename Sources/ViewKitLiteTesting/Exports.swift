// One import for a test: the view tree, and the tools that drive and inspect a window (gesture
// scripts, the screen reader and audit, cameras, filmstrips, the tree dump).
@_exported import ViewKitLite
@_exported import ViewKitLiteHarness
