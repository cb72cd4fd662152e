namespace Patchbay.Editor.UI
{
    /// <summary>A true/false setting of PatchbaySettings.json the window switches (security and connection).</summary>
    public sealed class SettingRow
    {
        public SettingRow(string key, string label, bool value)
        {
            Key = key;
            Label = label;
            Value = value;
        }

        /// <summary>The key in PatchbaySettings.json (SettingNames).</summary>
        public string Key { get; private set; }

        public string Label { get; private set; }

        /// <summary>The effective value.</summary>
        public bool Value { get; private set; }
    }
}
