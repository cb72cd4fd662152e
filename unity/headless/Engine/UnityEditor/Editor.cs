using System;
using System.Linq;
using UnityEngine;
using Object = UnityEngine.Object;

namespace UnityEditor
{
    // UnityCsReference 2021.3.0f1 / 6000.5.0b1 Editor/Mono/Inspector/Editor.cs: target/targets/serializedObject, the
    // inspector GUI (IMGUI draws nothing here: the controls are recorded, Internal/ImguiLog), CreateEditor. The targets
    // are set before the editor's OnEnable, as in Unity; CreateEditor picks the [CustomEditor] for the target's type
    // (or a base type with editorForChildClasses), a multi-object editor only with [CanEditMultipleObjects], else the
    // generic inspector. CreateInspectorGUI (UI Toolkit) and previews are not modelled: the stand-in has no UIElements
    // and renders nothing.
    public partial class Editor : ScriptableObject
    {
        private Object[] m_Targets = new Object[0];
        private Object m_Context;
        private SerializedObject m_SerializedObject;
        internal int m_ReferenceTargetIndex;

        public Object target
        {
            get { return m_Targets.Length == 0 ? null : m_Targets[Math.Min(m_ReferenceTargetIndex, m_Targets.Length - 1)]; }
            set { throw new InvalidOperationException("You can't set the target on an editor."); }
        }

        public Object[] targets { get { return (Object[])m_Targets.Clone(); } }

        public SerializedObject serializedObject
        {
            get
            {
                if (m_SerializedObject == null)
                {
                    if (m_Targets.Length == 0 || m_Targets.Any(t => t == null))
                        throw new ArgumentException("Serialized object is not valid: the editor has no targets or one of them was destroyed.");
                    m_SerializedObject = new SerializedObject(m_Targets);
                }
                return m_SerializedObject;
            }
        }

        public static Editor CreateEditor(Object targetObject) { return CreateEditor(new[] { targetObject }, null); }

        public static Editor CreateEditor(Object targetObject, Type editorType) { return CreateEditor(new[] { targetObject }, editorType); }

        public static Editor CreateEditor(Object[] targetObjects) { return CreateEditor(targetObjects, null); }

        public static Editor CreateEditor(Object[] targetObjects, Type editorType) { return CreateEditorWithContext(targetObjects, null, editorType); }

        public static Editor CreateEditorWithContext(Object[] targetObjects, Object context) { return CreateEditorWithContext(targetObjects, context, null); }

        public static Editor CreateEditorWithContext(Object[] targetObjects, Object context, Type editorType)
        {
            if (targetObjects == null || targetObjects.Length == 0 || targetObjects.Any(t => t == null)) return null;
            if (editorType != null && !typeof(Editor).IsAssignableFrom(editorType))
            {
                Debug.LogError("Editor type '" + editorType + "' does not derive from UnityEditor.Editor.");
                return null;
            }

            var type = editorType ?? FindCustomEditor(targetObjects) ?? typeof(GenericInspector);
            var editor = (Editor)Activator.CreateInstance(type, true);
            editor.m_Targets = (Object[])targetObjects.Clone();
            editor.m_Context = context;
            UnityEngine.Internal.Lifecycle.ScriptableObjectCreated(editor);
            return editor;
        }

        public static void CreateCachedEditor(Object targetObject, Type editorType, ref Editor previousEditor)
        {
            CreateCachedEditor(new[] { targetObject }, editorType, ref previousEditor);
        }

        public static void CreateCachedEditor(Object[] targetObjects, Type editorType, ref Editor previousEditor)
        {
            CreateCachedEditorWithContext(targetObjects, null, editorType, ref previousEditor);
        }

        public static void CreateCachedEditorWithContext(Object targetObject, Object context, Type editorType, ref Editor previousEditor)
        {
            CreateCachedEditorWithContext(new[] { targetObject }, context, editorType, ref previousEditor);
        }

        public static void CreateCachedEditorWithContext(Object[] targetObjects, Object context, Type editorType, ref Editor previousEditor)
        {
            if (previousEditor != null && previousEditor.m_Targets.SequenceEqual(targetObjects) && previousEditor.m_Context == context &&
                (editorType == null || previousEditor.GetType() == editorType))
                return;
            if (previousEditor != null) DestroyImmediate(previousEditor);
            previousEditor = CreateEditorWithContext(targetObjects, context, editorType);
        }

        // Every property of the serialized object, as Unity's default inspector shows them (m_Script disabled);
        // true when one of them was changed (a scripted control).
        public bool DrawDefaultInspector()
        {
            var so = serializedObject;
            so.UpdateIfRequiredOrScript();
            EditorGUI.BeginChangeCheck();
            var property = so.GetIterator();
            var enterChildren = true;
            while (property.NextVisible(enterChildren))
            {
                using (new EditorGUI.DisabledScope(property.propertyPath == "m_Script"))
                {
                    EditorGUILayout.PropertyField(property, true);
                }
                enterChildren = false;
            }

            so.ApplyModifiedProperties();
            return EditorGUI.EndChangeCheck();
        }

        public void Repaint() { }

        public virtual void OnInspectorGUI() { DrawDefaultInspector(); }

        public virtual bool RequiresConstantRepaint() { return false; }

        public void DrawHeader() { OnHeaderGUI(); }

        protected virtual void OnHeaderGUI() { }

        protected virtual bool ShouldHideOpenButton() { return false; }

        protected internal static void DrawPropertiesExcluding(SerializedObject obj, params string[] propertyToExclude)
        {
            var property = obj.GetIterator();
            var enterChildren = true;
            while (property.NextVisible(enterChildren))
            {
                enterChildren = false;
                if (propertyToExclude.Contains(property.name)) continue;
                EditorGUILayout.PropertyField(property, true);
            }
        }

        public virtual bool HasPreviewGUI() { return false; }

        public virtual GUIContent GetPreviewTitle() { return new GUIContent(target == null ? "" : ObjectNames.NicifyVariableName(target.name)); }

        public virtual void OnPreviewGUI(Rect r, GUIStyle background) { }

        public virtual void OnInteractivePreviewGUI(Rect r, GUIStyle background) { OnPreviewGUI(r, background); }

        public virtual void OnPreviewSettings() { }

        public virtual string GetInfoString() { return ""; }

        public virtual void DrawPreview(Rect previewArea) { }

        public virtual void ReloadPreviewInstances() { }

        public virtual bool UseDefaultMargins() { return true; }

        private static Type FindCustomEditor(Object[] targets)
        {
            var targetType = targets[0].GetType();
            Type best = null;
            var bestDistance = int.MaxValue;
            var bestFallback = true;
            foreach (var editorType in TypeCache.GetTypesWithAttribute<CustomEditor>())
            {
                if (editorType.IsAbstract || !typeof(Editor).IsAssignableFrom(editorType)) continue;
                if (targets.Length > 1 && !editorType.IsDefined(typeof(CanEditMultipleObjects), false)) continue;
                foreach (CustomEditor attr in editorType.GetCustomAttributes(typeof(CustomEditor), false))
                {
                    if (attr.m_InspectedType == null) continue;
                    var distance = 0;
                    var t = targetType;
                    while (t != null && t != attr.m_InspectedType)
                    {
                        t = t.BaseType;
                        distance++;
                    }

                    if (t == null) continue;
                    if (distance > 0 && !attr.m_EditorForChildClasses) continue;
                    // A non-fallback editor wins over a fallback one, then the nearest inspected type.
                    if (best == null || bestFallback && !attr.isFallback || attr.isFallback == bestFallback && distance < bestDistance)
                    {
                        best = editorType;
                        bestDistance = distance;
                        bestFallback = attr.isFallback;
                    }
                }
            }

            return best;
        }
    }
}
