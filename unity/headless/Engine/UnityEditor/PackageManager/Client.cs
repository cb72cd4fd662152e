using System;
using System.Collections.Generic;
using System.Linq;
using Patchbay.Headless;
using UnityEditor.PackageManager.Requests;

namespace UnityEditor.PackageManager
{
    // Requests complete a few editor frames after they are made (HeadlessEditor.Tick pumps them). A
    // change writes Packages/manifest.json, completes the request, then asks for a domain reload, as
    // Unity reloads scripts after resolving packages (Modules/PackageManager/Editor/Managed/Client.cs).
    public static class Client
    {
        static readonly List<Request> Pending = new List<Request>();

        public static ListRequest List(bool offlineMode, bool includeIndirectDependencies)
        {
            return Queue(new ListRequest(includeIndirectDependencies));
        }

        public static ListRequest List(bool offlineMode)
        {
            return List(offlineMode, false);
        }

        public static ListRequest List()
        {
            return List(false, false);
        }

        public static AddRequest Add(string identifier)
        {
            PackageManifest.LogOperation("add " + identifier);
            return Queue(new AddRequest(identifier));
        }

        public static RemoveRequest Remove(string packageName)
        {
            PackageManifest.LogOperation("remove " + packageName);
            return Queue(new RemoveRequest(packageName));
        }

        static T Queue<T>(T request) where T : Request
        {
            Pending.Add(request);
            return request;
        }

        internal static void Pump()
        {
            if (Pending.Count == 0) return;
            foreach (var request in Pending.ToArray())
            {
                if (--request.FramesLeft > 0) continue;
                Pending.Remove(request);
                try { Complete(request); }
                catch (Exception e) { request.Fail(ErrorCode.Unknown, e.Message); }
            }
        }

        static void Complete(Request request)
        {
            var list = request as ListRequest;
            if (list != null)
            {
                var all = PackageManifest.Registered();
                request.Succeed(new PackageCollection(list.IncludeIndirect ? all : all.Where(p => p.isDirectDependency), null));
                return;
            }

            var add = request as AddRequest;
            if (add != null)
            {
                string name, value, version;
                var error = PackageManifest.Resolve(add.Identifier ?? string.Empty, out name, out value, out version);
                if (error != null)
                {
                    request.Fail(error.Contains("cannot be found") || error.Contains("not found") ? ErrorCode.NotFound : ErrorCode.Unknown, error);
                    return;
                }

                var manifest = PackageManifest.Read();
                manifest["dependencies"][name] = value;
                PackageManifest.Write(manifest);
                request.Succeed(PackageManifest.Registered().First(p => p.name == name));
                HeadlessEditor.Host.RequestDomainReload("package-resolution");
                return;
            }

            var remove = (RemoveRequest)request;
            var current = PackageManifest.Read();
            var deps = (Newtonsoft.Json.Linq.JObject)current["dependencies"];
            if (deps[remove.PackageIdOrName] == null)
            {
                request.Fail(ErrorCode.NotFound, "Unable to remove package [" + remove.PackageIdOrName + "]:\n  Package [" + remove.PackageIdOrName + "] cannot be found in the project manifest.");
                return;
            }

            deps.Remove(remove.PackageIdOrName);
            PackageManifest.Write(current);
            request.Succeed(null);
            HeadlessEditor.Host.RequestDomainReload("package-resolution");
        }
    }
}
