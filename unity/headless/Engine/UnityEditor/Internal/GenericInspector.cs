namespace UnityEditor
{
    // Unity's default inspector (UnityCsReference 2021.3.0f1 Editor/Mono/Inspector/GenericInspector.cs, internal): the
    // editor CreateEditor gives a target without a [CustomEditor].
    internal sealed class GenericInspector : Editor
    {
    }
}
