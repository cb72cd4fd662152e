using System;
using System.Collections.Generic;
using System.Linq;

namespace UnityEditor.Search
{
    public class SearchContext : IDisposable
    {
        readonly List<SearchProvider> _providers;

        // Separate overloads, as Unity's (UnityCsReference 2021.3.0f1, 6000.5.2f1 Modules/QuickSearch/Editor/SearchContext.cs).
        public SearchContext(IEnumerable<SearchProvider> providers) : this(providers, string.Empty, SearchFlags.Default) { }

        public SearchContext(IEnumerable<SearchProvider> providers, string searchText) : this(providers, searchText, SearchFlags.Default) { }

        public SearchContext(SearchContext context) : this(context.providers, context.searchText, context.options) { }

        public SearchContext(IEnumerable<SearchProvider> providers, string searchText, SearchFlags options)
        {
            _providers = (providers ?? SearchService.Providers).ToList();
            this.searchText = searchText ?? "";
            this.options = options;
        }

        public string searchText { get; set; }
        public string searchQuery { get { return SearchService.StripFilter(searchText); } }
        public SearchFlags options { get; set; }
        public IEnumerable<SearchProvider> providers { get { return _providers; } }
        public bool searchInProgress { get { return false; } }

        public void Dispose() { }
    }
}
