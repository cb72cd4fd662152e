using System;
using System.Collections.Generic;

namespace UnityEditor.Search
{
    public class SearchProvider
    {
        public SearchProvider(string id) : this(id, id) { }

        public SearchProvider(string id, string displayName)
        {
            this.id = id;
            name = displayName;
            active = true;
            priority = 100;
        }

        public SearchProvider(string id, string displayName, Func<SearchContext, List<SearchItem>, SearchProvider, object> fetchItemsHandler) : this(id, displayName)
        {
            fetchItems = fetchItemsHandler;
        }

        public string id { get; private set; }
        // Read-only outside, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Modules/QuickSearch/Editor/SearchProvider.cs).
        public string name { get; private set; }
        public int priority;
        public bool active;
        public string filterId;
        public bool isExplicitProvider;
        public Func<SearchContext, List<SearchItem>, SearchProvider, object> fetchItems;
        public Func<SearchItem, Type, UnityEngine.Object> toObject;

        internal Func<SearchItem, Type, UnityEngine.Object> ToObject { get { return toObject; } }

        public SearchItem CreateItem(SearchContext context, string id, int score, string label, string description, UnityEngine.Texture2D thumbnail, object data)
        {
            return new SearchItem(id) { score = score, label = label, description = description, data = data, provider = this, context = context };
        }

        public SearchItem CreateItem(SearchContext context, string id, string label, string description, UnityEngine.Texture2D thumbnail, object data)
        {
            return CreateItem(context, id, 0, label, description, thumbnail, data);
        }

        public SearchItem CreateItem(SearchContext context, string id) { return CreateItem(context, id, 0, null, null, null, null); }

        public override string ToString() { return name + " (" + id + ")"; }
    }
}
