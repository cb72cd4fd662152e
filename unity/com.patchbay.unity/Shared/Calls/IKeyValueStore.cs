namespace Patchbay.Shared.Calls
{
    /// <summary>
    /// String storage that survives a domain reload but not an editor restart: Unity's SessionState in the
    /// editor, a dictionary in tests. Main thread only.
    /// </summary>
    public interface IKeyValueStore
    {
        string GetString(string key, string defaultValue);

        void SetString(string key, string value);

        void Erase(string key);
    }
}
