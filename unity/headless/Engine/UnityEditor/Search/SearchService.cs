using System;
using System.Collections.Generic;
using System.IO;
using System.Linq;
using UnityEngine;
using UnityEngine.Internal;

namespace UnityEditor.Search
{
    // Three providers, like Unity's defaults: "asset" (p:, AssetDatabase.FindAssets syntax),
    // "scene" (h:, game objects whose name contains every word) and "menu" (m:, menu paths).
    public static class SearchService
    {
        static List<SearchProvider> _providers;

        public static List<SearchProvider> Providers
        {
            get
            {
                if (_providers == null) _providers = CreateProviders();
                return _providers;
            }
        }

        public static IEnumerable<SearchProvider> OrderedProviders { get { return Providers.OrderBy(p => p.priority); } }

        public static SearchProvider GetProvider(string providerId)
        {
            return Providers.FirstOrDefault(p => p.id == providerId);
        }

        public static void SetActive(string providerId, bool active = true)
        {
            var p = GetProvider(providerId);
            if (p != null) p.active = active;
        }

        public static void Refresh() { }

        public static SearchContext CreateContext(string searchText) { return CreateContext(searchText, SearchFlags.Default); }
        public static SearchContext CreateContext(string searchText, SearchFlags flags) { return new SearchContext(Providers.Where(p => p.active), searchText, flags); }
        public static SearchContext CreateContext(string providerId, string searchText = "", SearchFlags flags = SearchFlags.Default) { return new SearchContext(Providers.Where(p => p.id == providerId), searchText, flags); }
        public static SearchContext CreateContext(IEnumerable<string> providerIds, string searchText = "", SearchFlags flags = SearchFlags.Default) { return new SearchContext(Providers.Where(p => providerIds.Contains(p.id)), searchText, flags); }
        public static SearchContext CreateContext(IEnumerable<SearchProvider> providers, string searchText = "", SearchFlags flags = SearchFlags.Default) { return new SearchContext(providers, searchText, flags); }

        // Obsolete from 6000.5 (UnityCsReference 6000.5.0a3, 6000.5.2f1 Modules/QuickSearch/Editor/SearchService.cs).
#if UNITY_6000_5_OR_NEWER
        [Obsolete("GetItems is deprecated, please use Request instead. GetItems will be removed in a future version.")]
#endif
        public static List<SearchItem> GetItems(SearchContext context, SearchFlags options = SearchFlags.Default)
        {
            return Fetch(context, options);
        }

        static List<SearchItem> Fetch(SearchContext context, SearchFlags options)
        {
            var items = new List<SearchItem>();
            var text = context.searchText ?? "";
            foreach (var provider in context.providers.Where(p => p.active).OrderBy(p => p.priority))
            {
                var explicitFilter = Providers.FirstOrDefault(p => !string.IsNullOrEmpty(p.filterId) && text.StartsWith(p.filterId, StringComparison.Ordinal));
                if (explicitFilter != null && explicitFilter != provider) continue;
                if (explicitFilter == null && provider.isExplicitProvider) continue;
                if (provider.fetchItems == null) continue;
                var found = new List<SearchItem>();
                try
                {
                    var more = provider.fetchItems(context, found, provider) as IEnumerable<SearchItem>;
                    if (more != null) found.AddRange(more.Where(i => i != null));
                }
                catch (Exception e) { Debug.LogException(e); }
                foreach (var i in found) { if (i.provider == null) i.provider = provider; i.context = context; }
                items.AddRange(found);
            }
            if ((options & SortedFlag) != 0) items = items.OrderBy(i => i.score).ThenBy(i => i.label, StringComparer.OrdinalIgnoreCase).ToList();
            return items;
        }

        // SearchFlags.Sorted, obsolete from 6000.5.
        const SearchFlags SortedFlag = (SearchFlags)(1 << 1);

        public static ISearchList Request(string searchText, SearchFlags options = SearchFlags.None)
        {
            return Request(CreateContext(searchText, options), options);
        }

        public static ISearchList Request(SearchContext context, SearchFlags options = SearchFlags.None)
        {
            var list = new SearchList(context);
            list.AddItems(Fetch(context, options));
            return list;
        }

        public static void Request(string searchText, Action<SearchContext, IList<SearchItem>> onSearchCompleted, SearchFlags options = SearchFlags.None)
        {
            var context = CreateContext(searchText, options);
            onSearchCompleted(context, Fetch(context, options));
        }

        internal static string StripFilter(string text)
        {
            text = text ?? "";
            foreach (var p in Providers)
                if (!string.IsNullOrEmpty(p.filterId) && text.StartsWith(p.filterId, StringComparison.Ordinal)) return text.Substring(p.filterId.Length).Trim();
            return text.Trim();
        }

        static List<SearchProvider> CreateProviders()
        {
            var asset = new SearchProvider("asset", "Project") { filterId = "p:", priority = 25 };
            asset.fetchItems = (context, items, provider) =>
            {
                var query = context.searchQuery;
                if (string.IsNullOrEmpty(query)) return null;
                foreach (var guid in AssetDatabase.FindAssets(query))
                {
                    var path = AssetDatabase.GUIDToAssetPath(guid);
                    items.Add(provider.CreateItem(context, path, 0, Path.GetFileName(path), path, null, guid));
                }
                return null;
            };
            asset.toObject = (item, type) => AssetDatabase.LoadAssetAtPath(item.id, type);

            var scene = new SearchProvider("scene", "Hierarchy") { filterId = "h:", priority = 50 };
            scene.fetchItems = (context, items, provider) =>
            {
                var words = context.searchQuery.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
                if (words.Length == 0) return null;
                foreach (GameObject go in ObjectRegistry.SceneObjects(typeof(GameObject), true))
                {
                    if (!words.All(w => go.name.IndexOf(w, StringComparison.OrdinalIgnoreCase) >= 0)) continue;
                    items.Add(provider.CreateItem(context, go._instanceId.ToString(), go.name == words[0] ? 0 : 1, go.name, PathOf(go), null, go._instanceId));
                }
                return null;
            };
            scene.toObject = (item, type) => ObjectRegistry.Find(int.Parse(item.id));

            var menu = new SearchProvider("menu", "Menu") { filterId = "m:", priority = 80 };
            menu.fetchItems = (context, items, provider) =>
            {
                var words = context.searchQuery.Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
                if (words.Length == 0) return null;
                foreach (var path in MenuRegistry.AllPaths())
                    if (words.All(w => path.IndexOf(w, StringComparison.OrdinalIgnoreCase) >= 0))
                        items.Add(provider.CreateItem(context, path, 0, path.Substring(path.LastIndexOf('/') + 1), path, null, path));
                return null;
            };
            return new List<SearchProvider> { asset, scene, menu };
        }

        static string PathOf(GameObject go)
        {
            var parts = new List<string>();
            for (var t = go.transform; t != null; t = t.parent) parts.Insert(0, t.name);
            return "/" + string.Join("/", parts);
        }
    }
}
