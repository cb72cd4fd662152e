using System.Linq;
using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Objects;
using Patchbay.Editor.Tools.Shared;
using Patchbay.Engine.CommonTools.Objects;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.Assets
{
    /// <summary>
    /// Sets serialized fields of a ScriptableObject data asset and saves that asset: one field or several (<c>fields</c>),
    /// all or nothing (every field is found and every value converted before anything is applied), one undo step. The
    /// values take the forms set_component_field takes (SerializedValues), field names the ones get_asset shows. The file
    /// is written in place, so the write guard checks it first (inside Assets/, not through a link).
    /// </summary>
    [McpTool("set_asset_field", "Set fields of a ScriptableObject asset (.asset) and save it; undoable.",
        Group = "assets", Destructive = false, Idempotent = true, Security = SecurityClass.FileWrite)]
    public sealed class SetAssetFieldTool : McpTool<SetAssetFieldParams, string>
    {
        protected override Task<string> ExecuteAsync(SetAssetFieldParams parameters, ToolCallContext context)
        {
            var asset = DataAssets.LoadOrThrow(parameters.Path, "path");
            var path = AssetDatabase.GetAssetPath(asset);
            var notWritable = DataAssets.NotWritable(asset, path);
            if (notWritable != null)
            {
                throw ToolErrors.Invalid("path", "a ScriptableObject .asset", notWritable + " Nothing was changed.");
            }

            ProjectWrites.CheckSaveInPlace(path, "Assets/Settings/GameSettings.asset");
            var serialized = new SerializedObject(asset);
            var written = new JArray();
            var paths = new System.Collections.Generic.List<string>();
            foreach (var request in FieldRequest.Parse(parameters.Field, parameters.Value, parameters.Fields, "fields."))
            {
                var property = ComponentFields.Find(serialized, request.Field);
                if (property == null)
                {
                    var names = ComponentFields.Names(serialized);
                    var nearest = NameMatcher.Suggest(request.Field, names, 3);
                    throw new ToolException(ToolErrors.NotFound, "No serialized field '" + request.Field + "' on " + asset.GetType().Name + " '" + path + "'."
                        + (nearest.Count > 0 ? " Did you mean " + string.Join(", ", nearest.ToArray()) + "?" : string.Empty)
                        + " Its fields: " + ToolErrors.List(names, 25) + ". Nothing was changed.",
                        new JObject { { "field", request.ErrorField == "value" ? "field" : request.ErrorField }, { "valid", new JArray(names) } });
                }

                if (!property.editable)
                {
                    throw ToolErrors.State("'" + property.propertyPath + "' is read-only. Nothing was changed.");
                }

                SerializedValues.Write(property, request.Value, request.ErrorField);
                paths.Add(property.propertyPath);
            }

            Undo.IncrementCurrentGroup();
            var group = Undo.GetCurrentGroup();
            Undo.SetCurrentGroupName("Set " + (paths.Count == 1 ? paths[0] : paths.Count + " fields") + " on " + asset.name);
            serialized.ApplyModifiedProperties();
            Undo.CollapseUndoOperations(group);
            EditorUtility.SetDirty(asset);
            // This asset only: SaveAssets would also write every other dirty asset, wherever it is.
            AssetDatabase.SaveAssetIfDirty(asset);

            serialized.Update();
            foreach (var propertyPath in paths)
            {
                written.Add(new JObject { { "field", propertyPath }, { "value", SerializedValues.Read(serialized.FindProperty(propertyPath)) } });
            }

            return Done(ToolJson.Text(new JObject { { "path", path }, { "set", written }, { "saved", true } }));
        }
    }
}
