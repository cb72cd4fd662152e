using UnityEngine.Scripting;

// Nothing in a development build references the runtime part: it starts from [RuntimeInitializeOnLoadMethod]
// and its tools are found by reflection. Unity's linker may leave out an assembly nothing references; this tells
// it to process this one (its start and its [Preserve] marks), so managed code stripping (always on under IL2CPP)
// keeps what the player needs.
[assembly: AlwaysLinkAssembly]
