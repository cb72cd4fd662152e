using System;
using System.Globalization;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Objects
{
    /// <summary>
    /// The GameObject settings agents name in everyday words, for set_component_field and create_game_object's
    /// fields: name, active, tag,
    /// layer (by name or number) and parent (Unity keeps it on the Transform, where it is not a settable
    /// field). Each value is checked when it is added; <see cref="Apply"/> makes the changes with Undo,
    /// reparenting as a drag in the Hierarchy does (the world position stays), unless the same call sets
    /// local transform values (<see cref="KeepLocalValues"/>).
    /// </summary>
    public sealed class GameObjectEdits
    {
        public static readonly string[] Names = { "name", "active", "tag", "layer", "parent" };

        private readonly GameObject _go;
        private string _name;
        private bool? _active;
        private string _tag;
        private int _layer = -1;
        private bool _reparent;
        private Transform _parent;

        public GameObjectEdits(GameObject go)
        {
            _go = go;
        }

        /// <summary>
        /// Set when the same call sets the Transform's local position, rotation or scale: those values are
        /// meant under the new parent, so reparenting keeps them instead of the world position.
        /// </summary>
        public bool KeepLocalValues { get; set; }

        public bool Any
        {
            get { return _name != null || _active.HasValue || _tag != null || _layer >= 0 || _reparent; }
        }

        /// <summary>"name", "active", "tag", "layer" or "parent" for the words agents use for them (m_Parent too), else null.</summary>
        public static string Canonical(string field)
        {
            var lower = field.Trim().ToLowerInvariant();
            if (lower == "m_parent" || lower == "m_father" || lower == "transform.parent") return "parent";
            if (lower == "isactive" || lower == "activeself") return "active";
            return Array.IndexOf(Names, lower) >= 0 ? lower : null;
        }

        public void Add(string canonical, JToken value, string field)
        {
            var text = value.Type == JTokenType.String || value.Type == JTokenType.Integer ? value.ToString() : null;
            switch (canonical)
            {
                case "name":
                    if (string.IsNullOrEmpty(text))
                    {
                        throw ToolErrors.Invalid(field, "non-empty string", "A GameObject's name must be a non-empty string.");
                    }

                    GameObjectNames.Check(text, field);

                    _name = text;
                    return;
                case "active":
                    if (value.Type == JTokenType.Boolean) _active = (bool)value;
                    else if (text == "true" || text == "false") _active = text == "true";
                    else throw ToolErrors.Invalid(field, "boolean", "active must be true or false.");
                    return;
                case "tag":
                    CheckTag(text, field);
                    _tag = text;
                    return;
                case "layer":
                    _layer = ResolveLayer(text, field);
                    return;
                case "parent":
                    _reparent = true;
                    _parent = null;
                    if (value.Type != JTokenType.Null && (text == null || text.Trim('/', ' ').Length > 0))
                    {
                        if (text == null)
                        {
                            throw ToolErrors.Invalid(field, "id, path or name", "parent must be a GameObject id, path or name, or \"\" for the scene root.");
                        }

                        _parent = SceneObjects.Resolve(text, field).transform;
                        if (_parent == _go.transform || _parent.IsChildOf(_go.transform))
                        {
                            throw ToolErrors.Invalid(field, "an object outside the target's subtree",
                                "Cannot parent '" + SceneObjects.PathOf(_go) + "' under itself or its own descendant '" + SceneObjects.PathOf(_parent.gameObject) + "'.");
                        }
                    }

                    return;
            }
        }

        /// <summary>
        /// Makes the changes, recorded for Undo (the caller groups and collapses them), or without Undo for an
        /// object not yet registered with it.
        /// </summary>
        public void Apply(bool recordUndo)
        {
            if (_name != null || _tag != null || _layer >= 0 || _active.HasValue)
            {
                if (recordUndo)
                {
                    PlayHost.Current.RecordUndo(_go, "Edit " + _go.name);
                }

                if (_name != null) _go.name = _name;
                if (_tag != null) _go.tag = _tag;
                if (_layer >= 0) _go.layer = _layer;
                if (_active.HasValue) _go.SetActive(_active.Value);

                PlayHost.Current.RecordPrefabInstanceChanges(_go);
            }

            if (_reparent && _parent != _go.transform.parent)
            {
                if (recordUndo)
                {
                    PlayHost.Current.SetParentWithUndo(_go.transform, _parent, !KeepLocalValues, "Reparent " + _go.name);
                }
                else
                {
                    _go.transform.SetParent(_parent, !KeepLocalValues);
                }
            }
        }

        /// <summary>The value now, as get_game_object shows it.</summary>
        public JToken Read(string canonical)
        {
            switch (canonical)
            {
                case "name": return _go.name;
                case "active": return _go.activeSelf;
                case "tag": return _go.tag;
                case "layer": return LayerName(_go.layer);
                default: return _go.transform.parent == null ? JValue.CreateNull() : (JToken)SceneObjects.PathOf(_go.transform.parent.gameObject);
            }
        }

        public static string LayerName(int layer)
        {
            var name = LayerMask.LayerToName(layer);
            return string.IsNullOrEmpty(name) ? layer.ToString(CultureInfo.InvariantCulture) : name;
        }

        /// <summary>Only Unity knows the project's tags: the setter throws for an unknown one. Set and put back, before any undo record.</summary>
        private void CheckTag(string tag, string field)
        {
            if (string.IsNullOrEmpty(tag))
            {
                throw ToolErrors.Invalid(field, "tag name", "tag must be a tag name such as Untagged or Player.");
            }

            var old = _go.tag;
            try
            {
                _go.tag = tag;
            }
            catch (UnityException)
            {
                throw ToolErrors.Missing(field, "Tag '" + tag + "' is not defined; add it in Tags and Layers or use an existing tag such as Untagged, Player, MainCamera.");
            }

            _go.tag = old;
        }

        private static int ResolveLayer(string text, string field)
        {
            int layer;
            if (text != null && int.TryParse(text, NumberStyles.None, CultureInfo.InvariantCulture, out layer))
            {
                if (layer > 31)
                {
                    throw ToolErrors.Invalid(field, "0-31", "Layer numbers go from 0 to 31; got " + layer + ".");
                }

                return layer;
            }

            layer = text == null ? -1 : LayerMask.NameToLayer(text);
            if (layer < 0)
            {
                throw ToolErrors.Missing(field, "No layer named '" + text + "'. Pass a layer name from Tags and Layers or a number 0-31.");
            }

            return layer;
        }
    }
}
