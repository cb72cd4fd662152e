using System.Runtime.CompilerServices;

// The stand-in's tests read the state uGUI keeps for what is not drawn (a dropdown's list being shown).
[assembly: InternalsVisibleTo("Patchbay.Headless.Tests")]
