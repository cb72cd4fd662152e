using System.Threading.Tasks;
using Newtonsoft.Json.Linq;
using Patchbay.Engine.CommonTools.Shared;
using Patchbay.Shared.Core;
using UnityEditor;

namespace Patchbay.Editor.Tools.EditorOps
{
    /// <summary>
    /// Undo.PerformUndo / PerformRedo, step by step, stopping when the stack is empty (no
    /// undoRedoPerformed follows). Step names come from Undo.undoRedoEvent where Unity has it (2022.2+); on
    /// 2021.3, which tells scripts no names, only the count is known.
    /// </summary>
    // Destructive: an undo removes what the step made (an object created, a prefab instantiated), whoever made it —
    // tests/e2e/annotations.test.mjs saw an undo remove an instantiated prefab (issue 49).
    [McpTool("undo", "Undo or redo editor steps (as Ctrl+Z/Ctrl+Y); names what it undid.",
        Group = "editor", ReadOnly = false, Destructive = true, Idempotent = false)]
    public sealed class UndoTool : McpTool<UndoParams, string>
    {
        private static int s_performed;
#if UNITY_2022_2_OR_NEWER
        private static JArray s_names;  // the names undoRedoEvent reports (the event exists from 2022.2)
#endif

        protected override Task<string> ExecuteAsync(UndoParams parameters, ToolCallContext context)
        {
            var redo = parameters.Action == UndoAction.Redo;
            var done = 0;
            Undo.undoRedoPerformed += OnPerformed;
#if UNITY_2022_2_OR_NEWER
            var names = new JArray();
            s_names = names;
            Undo.undoRedoEvent += OnEvent;
#endif
            try
            {
                for (var i = 0; i < parameters.Steps; i++)
                {
                    s_performed = 0;
                    if (redo)
                    {
                        Undo.PerformRedo();
                    }
                    else
                    {
                        Undo.PerformUndo();
                    }

                    if (s_performed == 0)
                    {
                        break;
                    }

                    done++;
                }
            }
            finally
            {
                Undo.undoRedoPerformed -= OnPerformed;
#if UNITY_2022_2_OR_NEWER
                Undo.undoRedoEvent -= OnEvent;
                s_names = null;
#endif
            }

            var verb = redo ? "redo" : "undo";
            if (done == 0)
            {
                throw ToolErrors.State("Nothing to " + verb + ": the " + verb + " stack is empty." + (redo ? " Redo works only right after an undo, before a new edit." : string.Empty));
            }

            var result = new JObject { { "action", verb }, { "steps", done } };
#if UNITY_2022_2_OR_NEWER
            result[redo ? "redone" : "undone"] = names;
#else
            result["note"] = "Unity 2021.3 does not tell scripts step names; get_hierarchy shows the effect.";
#endif
            if (done < parameters.Steps)
            {
                result["message"] = "Only " + done + " of " + parameters.Steps + " steps were available; the " + verb + " stack is now empty.";
            }

            return Done(ToolJson.Text(result));
        }

        private static void OnPerformed()
        {
            s_performed++;
        }

#if UNITY_2022_2_OR_NEWER
        private static void OnEvent(in UndoRedoInfo info)
        {
            if (s_names != null)
            {
                s_names.Add(info.undoName ?? string.Empty);
            }
        }
#endif
    }
}
