using System.Collections.Generic;
using Patchbay.Editor.UI;

namespace Patchbay.Editor.Tests.UI
{
    internal static class WindowModelLookups
    {
        public static GroupRow Find(this IList<GroupRow> rows, string name)
        {
            foreach (var row in rows)
            {
                if (row.Name == name) return row;
            }

            return null;
        }

        public static SettingRow Find(this IList<SettingRow> rows, string key)
        {
            foreach (var row in rows)
            {
                if (row.Key == key) return row;
            }

            return null;
        }
    }
}
