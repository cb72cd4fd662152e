using System;
using System.Collections.Generic;
using System.Reflection;
using System.Diagnostics;
using System.Threading;
using System.Threading.Tasks;
using Patchbay.Engine.CommonTools.PlayTest;
using Patchbay.Engine.CommonTools.Shared;
using UnityEngine;
using UnityEngine.SceneManagement;
using Object = UnityEngine.Object;

namespace Patchbay.Runtime.PlayerLoop
{
    /// <summary>
    /// A player's answers to what the shared tools ask of their host: a player is always playing and never paused
    /// by an editor, has no prefab stage, no assets to name and no scene to mark dirty; an id names a GameObject of
    /// the loaded scenes (there is no EditorUtility to look any object up), and frames are the hidden loop's Updates.
    /// </summary>
    public sealed class PlayerPlayHost : IPlayHost
    {
        private readonly PatchbayPlayerLoop _loop;
        private List<Type> _types;

        public PlayerPlayHost(PatchbayPlayerLoop loop)
        {
            _loop = loop;
        }

        public string Kind
        {
            get { return "player"; }
        }

        public bool IsPlaying
        {
            get { return true; }
        }

        public bool IsPaused
        {
            get { return false; }
        }

        public string PlayModeName
        {
            get { return "playing"; }
        }

        public bool TryGetPrefabStage(out Scene scene, out string assetPath)
        {
            scene = default(Scene);
            assetPath = null;
            return false;
        }

        public Object FindObject(string id)
        {
            if (string.IsNullOrEmpty(id) || id[0] < '0' || id[0] > '9')
            {
                return null;
            }

            foreach (var go in SceneObjects.All(null))
            {
                if (ObjectIds.Of(go) == id)
                {
                    return go;
                }
            }

            return null;
        }

        public string PrefabAssetPathOf(GameObject go)
        {
            return null;
        }

        public void RecordUndo(Object target, string undoName)
        {
        }

        public void RecordPrefabInstanceChanges(GameObject go)
        {
        }

        public void SetParentWithUndo(Transform transform, Transform parent, bool worldPositionStays, string undoName)
        {
            transform.SetParent(parent, worldPositionStays);
        }

        public void MarkDirty(Scene scene)
        {
        }

        /// <summary>A build has the Input System exactly when Patchbay.Engine was compiled with it (its versionDefines).</summary>
        public bool InputSystemInstalled
        {
            get { return InputBackend.Compiled; }
        }

        /// <summary>A build keeps no ProjectSettings.asset; whether it has Input System devices is asked of the devices.</summary>
        public int? ActiveInputHandler
        {
            get { return null; }
        }

        public IEnumerable<Type> TypesDerivedFrom(Type baseType)
        {
            if (_types == null)
            {
                var all = new List<Type>();
                foreach (var assembly in AppDomain.CurrentDomain.GetAssemblies())
                {
                    try
                    {
                        all.AddRange(assembly.GetTypes());
                    }
                    catch (ReflectionTypeLoadException e)
                    {
                        all.AddRange(Array.FindAll(e.Types, t => t != null));
                    }
                }

                // A player loads no code after start, so the list is made once.
                _types = all;
            }

            var derived = new List<Type>();
            foreach (var type in _types)
            {
                if (type != baseType && baseType.IsAssignableFrom(type))
                {
                    derived.Add(type);
                }
            }

            return derived;
        }

        // A player has no pause: the next frame is the step.
        public Task<bool> StepFrame(double timeoutSeconds, CancellationToken cancellation)
        {
            var frame = Time.frameCount;
            return Until(() => Time.frameCount > frame, timeoutSeconds, cancellation);
        }

        public Task<bool> Until(Func<bool> condition, double timeoutSeconds, CancellationToken cancellation)
        {
            if (condition())
            {
                return Task.FromResult(true);
            }

            var source = new TaskCompletionSource<bool>();
            var clock = Stopwatch.StartNew();
            _loop.EachFrame(() =>
            {
                if (cancellation.IsCancellationRequested)
                {
                    source.TrySetCanceled();
                    return true;
                }

                bool done;
                try
                {
                    done = condition();
                }
                catch (Exception e)
                {
                    source.TrySetException(e);
                    return true;
                }

                if (done || clock.Elapsed.TotalSeconds >= timeoutSeconds)
                {
                    source.TrySetResult(done);
                    return true;
                }

                return false;
            });
            return source.Task;
        }
    }
}
