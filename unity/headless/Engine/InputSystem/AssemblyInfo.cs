using System.Runtime.CompilerServices;

// The stand-in's tests read the state the stand-in keeps for what cannot be felt here (a gamepad's rumble).
[assembly: InternalsVisibleTo("Patchbay.Headless.Tests")]
