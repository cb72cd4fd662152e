using System.Collections.Generic;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;

namespace Patchbay.Engine.CommonTools.Screenshots
{
    /// <summary>
    /// The camera a screenshot is of: the Game view's (the MainCamera, or the only camera), or a named object's. Shared by
    /// capture_screenshot in the editor and wait_until's screenshot in the editor and in a player.
    /// </summary>
    public static class CameraPicker
    {
        public static Camera Pick(ScreenshotSource source, string target, out string path)
        {
            path = null;
            switch (source)
            {
                case ScreenshotSource.Scene:
                    // The Scene view is the editor's (capture_screenshot handles it before asking here).
                    throw ToolErrors.State("A player has no Scene view; use source Game or a camera.");
                case ScreenshotSource.Camera:
                    if (string.IsNullOrEmpty(target))
                    {
                        throw ToolErrors.Invalid("camera", "GameObject with a Camera", "source Camera needs camera: the id, path or name of an object with a Camera.");
                    }

                    var go = SceneObjects.Resolve(target, "camera");
                    var onObject = go.GetComponent<Camera>();
                    if (onObject == null)
                    {
                        throw ToolErrors.Missing("camera", "'" + SceneObjects.PathOf(go) + "' has no Camera component; pass an object with a Camera, or add_component Camera to it.");
                    }

                    path = SceneObjects.PathOf(go);
                    return onObject;
                default:
                    var main = Camera.main;
                    if (main == null)
                    {
                        var all = Camera.allCameras;
                        if (all.Length == 1)
                        {
                            main = all[0];
                        }
                        else if (all.Length == 0)
                        {
                            throw ToolErrors.Missing("source", "No enabled camera in the loaded scenes; create one (create_game_object with a Camera component, tag MainCamera) or use source Scene.");
                        }
                        else
                        {
                            var names = new List<string>();
                            foreach (var c in all)
                            {
                                names.Add(SceneObjects.PathOf(c.gameObject));
                            }

                            throw ToolErrors.AmbiguousMatch("camera", "No camera is tagged MainCamera and there are " + all.Length + ": "
                                + ToolErrors.List(names, 5) + ". Pass camera, or tag one MainCamera.", names);
                        }
                    }

                    path = SceneObjects.PathOf(main.gameObject);
                    return main;
            }
        }
    }
}
