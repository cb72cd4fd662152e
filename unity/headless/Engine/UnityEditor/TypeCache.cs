using System;
using System.Collections;
using System.Collections.Generic;
using System.Linq;
using System.Reflection;

namespace UnityEditor
{
    // Unity's TypeCache answers from an index built at domain load; here it scans the loaded
    // assemblies (the same answers, slower).
    public static partial class TypeCache
    {
        static Type[] _types;
        static int _assemblyCount;

        static Type[] AllTypes()
        {
            var assemblies = AppDomain.CurrentDomain.GetAssemblies();
            if (_types == null || assemblies.Length != _assemblyCount)
            {
                _assemblyCount = assemblies.Length;
                _types = assemblies.Where(a => !a.IsDynamic).SelectMany(a =>
                {
                    try { return a.GetTypes(); }
                    catch (ReflectionTypeLoadException e) { return e.Types.Where(t => t != null).ToArray(); }
                    catch (Exception) { return new Type[0]; }
                }).ToArray();
            }
            return _types;
        }

        public static TypeCollection GetTypesDerivedFrom<T>() { return GetTypesDerivedFrom(typeof(T)); }

        public static TypeCollection GetTypesDerivedFrom(Type parentType)
        {
            return new TypeCollection(AllTypes().Where(t => t != parentType && IsDerived(t, parentType)).ToList());
        }

        static bool IsDerived(Type t, Type parent)
        {
            if (parent.IsGenericTypeDefinition)
            {
                for (var b = t.BaseType; b != null; b = b.BaseType)
                    if (b.IsGenericType && b.GetGenericTypeDefinition() == parent) return true;
                return t.GetInterfaces().Any(i => i.IsGenericType && i.GetGenericTypeDefinition() == parent);
            }
            return parent.IsAssignableFrom(t);
        }

        public static TypeCollection GetTypesWithAttribute<T>() where T : Attribute { return GetTypesWithAttribute(typeof(T)); }

        public static TypeCollection GetTypesWithAttribute(Type attrType)
        {
            return new TypeCollection(AllTypes().Where(t => SafeIsDefined(t, attrType)).ToList());
        }

        public static MethodCollection GetMethodsWithAttribute<T>() where T : Attribute { return GetMethodsWithAttribute(typeof(T)); }

        public static MethodCollection GetMethodsWithAttribute(Type attrType)
        {
            const BindingFlags flags = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static | BindingFlags.Instance | BindingFlags.DeclaredOnly;
            return new MethodCollection(AllTypes().SelectMany(t =>
            {
                try { return t.GetMethods(flags); } catch (Exception) { return new MethodInfo[0]; }
            }).Where(m => SafeIsDefined(m, attrType)).ToList());
        }

        public static FieldInfoCollection GetFieldsWithAttribute<T>() where T : Attribute { return GetFieldsWithAttribute(typeof(T)); }

        public static FieldInfoCollection GetFieldsWithAttribute(Type attrType)
        {
            const BindingFlags flags = BindingFlags.Public | BindingFlags.NonPublic | BindingFlags.Static | BindingFlags.Instance | BindingFlags.DeclaredOnly;
            return new FieldInfoCollection(AllTypes().SelectMany(t =>
            {
                try { return t.GetFields(flags); } catch (Exception) { return new FieldInfo[0]; }
            }).Where(f => SafeIsDefined(f, attrType)).ToList());
        }

        static bool SafeIsDefined(MemberInfo m, Type attr)
        {
            try { return m.IsDefined(attr, false); } catch (Exception) { return false; }
        }

        public struct TypeCollection : IList<Type>, IList
        {
            readonly List<Type> _items;
            internal TypeCollection(List<Type> items) { _items = items; }
            List<Type> Items { get { return _items ?? new List<Type>(); } }
            public int Count { get { return Items.Count; } }
            public bool IsReadOnly { get { return true; } }
            public bool IsFixedSize { get { return true; } }
            public bool IsSynchronized { get { return true; } }
            object ICollection.SyncRoot { get { return null; } }
            public Type this[int index] { get { return Items[index]; } set { throw ReadOnly(); } }
            object IList.this[int index] { get { return Items[index]; } set { throw ReadOnly(); } }
            public bool Contains(Type item) { return Items.Contains(item); }
            public bool Contains(object item) { return Items.Contains(item as Type); }
            public int IndexOf(Type item) { return Items.IndexOf(item); }
            public int IndexOf(object item) { return Items.IndexOf(item as Type); }
            public void CopyTo(Type[] array, int arrayIndex) { Items.CopyTo(array, arrayIndex); }
            public void CopyTo(Array array, int arrayIndex) { ((ICollection)Items).CopyTo(array, arrayIndex); }
            // Unity returns a struct enumerator (foreach without boxing); the interfaces box it.
            public Enumerator GetEnumerator() { return new Enumerator(ref this); }
            IEnumerator<Type> IEnumerable<Type>.GetEnumerator() { return GetEnumerator(); }
            IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
            // The changes are the interfaces' only (explicit), as in Unity (UnityCsReference 2021.3.0f1
            // Editor/Mono/TypeCache.bindings.cs, 6000.5.2f1 Editor/Mono/TypeCache.cs), and throw Unity's NotSupportedException (its message names TypeCollection for all three).
            void ICollection<Type>.Add(Type item) { throw ReadOnly(); }
            int IList.Add(object value) { throw ReadOnly(); }
            void ICollection<Type>.Clear() { throw ReadOnly(); }
            void IList.Clear() { throw ReadOnly(); }
            void IList<Type>.Insert(int index, Type item) { throw ReadOnly(); }
            void IList.Insert(int index, object value) { throw ReadOnly(); }
            bool ICollection<Type>.Remove(Type item) { throw ReadOnly(); }
            void IList.Remove(object value) { throw ReadOnly(); }
            void IList<Type>.RemoveAt(int index) { throw ReadOnly(); }
            void IList.RemoveAt(int index) { throw ReadOnly(); }
            static NotSupportedException ReadOnly() { return new NotSupportedException("TypeCollection is read-only. Modification is not supported."); }

            public struct Enumerator : IEnumerator<Type>
            {
                readonly TypeCollection _collection;
                int _index;

                internal Enumerator(ref TypeCollection collection)
                {
                    _collection = collection;
                    _index = -1;
                }

                public Type Current { get { return _collection[_index]; } }
                object IEnumerator.Current { get { return Current; } }
                public bool MoveNext() { return ++_index < _collection.Count; }
                void IEnumerator.Reset() { _index = -1; }
                public void Dispose() { }
            }
        }

        public struct MethodCollection : IList<MethodInfo>, IList
        {
            readonly List<MethodInfo> _items;
            internal MethodCollection(List<MethodInfo> items) { _items = items; }
            List<MethodInfo> Items { get { return _items ?? new List<MethodInfo>(); } }
            public int Count { get { return Items.Count; } }
            public bool IsReadOnly { get { return true; } }
            public bool IsFixedSize { get { return true; } }
            public bool IsSynchronized { get { return true; } }
            object ICollection.SyncRoot { get { return null; } }
            public MethodInfo this[int index] { get { return Items[index]; } set { throw ReadOnly(); } }
            object IList.this[int index] { get { return Items[index]; } set { throw ReadOnly(); } }
            public bool Contains(MethodInfo item) { return Items.Contains(item); }
            public bool Contains(object item) { return Items.Contains(item as MethodInfo); }
            public int IndexOf(MethodInfo item) { return Items.IndexOf(item); }
            public int IndexOf(object item) { return Items.IndexOf(item as MethodInfo); }
            public void CopyTo(MethodInfo[] array, int arrayIndex) { Items.CopyTo(array, arrayIndex); }
            public void CopyTo(Array array, int arrayIndex) { ((ICollection)Items).CopyTo(array, arrayIndex); }
            // Unity returns a struct enumerator (foreach without boxing); the interfaces box it.
            public Enumerator GetEnumerator() { return new Enumerator(ref this); }
            IEnumerator<MethodInfo> IEnumerable<MethodInfo>.GetEnumerator() { return GetEnumerator(); }
            IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
            // The changes are the interfaces' only (explicit), as in Unity (UnityCsReference 2021.3.0f1
            // Editor/Mono/TypeCache.bindings.cs, 6000.5.2f1 Editor/Mono/TypeCache.cs), and throw Unity's NotSupportedException (its message names TypeCollection for all three).
            void ICollection<MethodInfo>.Add(MethodInfo item) { throw ReadOnly(); }
            int IList.Add(object value) { throw ReadOnly(); }
            void ICollection<MethodInfo>.Clear() { throw ReadOnly(); }
            void IList.Clear() { throw ReadOnly(); }
            void IList<MethodInfo>.Insert(int index, MethodInfo item) { throw ReadOnly(); }
            void IList.Insert(int index, object value) { throw ReadOnly(); }
            bool ICollection<MethodInfo>.Remove(MethodInfo item) { throw ReadOnly(); }
            void IList.Remove(object value) { throw ReadOnly(); }
            void IList<MethodInfo>.RemoveAt(int index) { throw ReadOnly(); }
            void IList.RemoveAt(int index) { throw ReadOnly(); }
            static NotSupportedException ReadOnly() { return new NotSupportedException("TypeCollection is read-only. Modification is not supported."); }

            public struct Enumerator : IEnumerator<MethodInfo>
            {
                readonly MethodCollection _collection;
                int _index;

                internal Enumerator(ref MethodCollection collection)
                {
                    _collection = collection;
                    _index = -1;
                }

                public MethodInfo Current { get { return _collection[_index]; } }
                object IEnumerator.Current { get { return Current; } }
                public bool MoveNext() { return ++_index < _collection.Count; }
                void IEnumerator.Reset() { _index = -1; }
                public void Dispose() { }
            }
        }

        public struct FieldInfoCollection : IList<FieldInfo>, IList
        {
            readonly List<FieldInfo> _items;
            internal FieldInfoCollection(List<FieldInfo> items) { _items = items; }
            List<FieldInfo> Items { get { return _items ?? new List<FieldInfo>(); } }
            public int Count { get { return Items.Count; } }
            public bool IsReadOnly { get { return true; } }
            public bool IsFixedSize { get { return true; } }
            public bool IsSynchronized { get { return true; } }
            object ICollection.SyncRoot { get { return null; } }
            public FieldInfo this[int index] { get { return Items[index]; } set { throw ReadOnly(); } }
            object IList.this[int index] { get { return Items[index]; } set { throw ReadOnly(); } }
            public bool Contains(FieldInfo item) { return Items.Contains(item); }
            public bool Contains(object item) { return Items.Contains(item as FieldInfo); }
            public int IndexOf(FieldInfo item) { return Items.IndexOf(item); }
            public int IndexOf(object item) { return Items.IndexOf(item as FieldInfo); }
            public void CopyTo(FieldInfo[] array, int arrayIndex) { Items.CopyTo(array, arrayIndex); }
            public void CopyTo(Array array, int arrayIndex) { ((ICollection)Items).CopyTo(array, arrayIndex); }
            // Unity returns a struct enumerator (foreach without boxing); the interfaces box it.
            public Enumerator GetEnumerator() { return new Enumerator(ref this); }
            IEnumerator<FieldInfo> IEnumerable<FieldInfo>.GetEnumerator() { return GetEnumerator(); }
            IEnumerator IEnumerable.GetEnumerator() { return GetEnumerator(); }
            // The changes are the interfaces' only (explicit), as in Unity (UnityCsReference 2021.3.0f1
            // Editor/Mono/TypeCache.bindings.cs, 6000.5.2f1 Editor/Mono/TypeCache.cs), and throw Unity's NotSupportedException (its message names TypeCollection for all three).
            void ICollection<FieldInfo>.Add(FieldInfo item) { throw ReadOnly(); }
            int IList.Add(object value) { throw ReadOnly(); }
            void ICollection<FieldInfo>.Clear() { throw ReadOnly(); }
            void IList.Clear() { throw ReadOnly(); }
            void IList<FieldInfo>.Insert(int index, FieldInfo item) { throw ReadOnly(); }
            void IList.Insert(int index, object value) { throw ReadOnly(); }
            bool ICollection<FieldInfo>.Remove(FieldInfo item) { throw ReadOnly(); }
            void IList.Remove(object value) { throw ReadOnly(); }
            void IList<FieldInfo>.RemoveAt(int index) { throw ReadOnly(); }
            void IList.RemoveAt(int index) { throw ReadOnly(); }
            static NotSupportedException ReadOnly() { return new NotSupportedException("TypeCollection is read-only. Modification is not supported."); }

            public struct Enumerator : IEnumerator<FieldInfo>
            {
                readonly FieldInfoCollection _collection;
                int _index;

                internal Enumerator(ref FieldInfoCollection collection)
                {
                    _collection = collection;
                    _index = -1;
                }

                public FieldInfo Current { get { return _collection[_index]; } }
                object IEnumerator.Current { get { return Current; } }
                public bool MoveNext() { return ++_index < _collection.Count; }
                void IEnumerator.Reset() { _index = -1; }
                public void Dispose() { }
            }
        }
    }
}
