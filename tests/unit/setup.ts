// Shared unit-test setup (kept for stores and components that need it).
