using System;
using System.Collections.Generic;
using System.Reflection;
using System.Text.RegularExpressions;
using Patchbay.Shared.Core;
using Patchbay.Shared.Schema;

namespace Patchbay.Shared.ToolModel
{
    /// <summary>
    /// All tools of this domain, found by reflection over the loaded editor assemblies (so a project adds a
    /// tool by writing a class) or added at run time. A tool that breaks a rule (bad name, schema that cannot
    /// be generated, duplicate) is skipped and reported in <see cref="Problems"/> rather than breaking the
    /// others. Reads are lock-free: the list is replaced as a whole, so the socket thread can answer
    /// tools/list while the main thread registers.
    /// </summary>
    public sealed class ToolRegistry
    {
        /// <summary>Argument the hub adds to every tool (docs/protocol.md §4.3).</summary>
        public const string ReservedArgument = "editor";

        private static readonly Regex s_namePattern = new Regex("^[a-z][a-z0-9_]{0,39}$");

        private readonly Assembly[] _packageAssemblies;
        private readonly object _writeLock = new object();
        private readonly List<string> _problems = new List<string>();
        private volatile Dictionary<string, RegisteredTool> _byName = new Dictionary<string, RegisteredTool>(StringComparer.Ordinal);
        private volatile List<RegisteredTool> _sorted = new List<RegisteredTool>();

        /// <summary>
        /// <paramref name="packageAssemblies"/>' tools count as the package's (in the editor, the editor assembly and
        /// Patchbay.Engine, whose tools a player offers too; in a development build, the runtime part and
        /// Patchbay.Engine: this shared core has none); all others as project tools.
        /// </summary>
        public ToolRegistry(params Assembly[] packageAssemblies)
        {
            _packageAssemblies = packageAssemblies ?? new Assembly[0];
        }

        /// <summary>Raised (on the registering thread) after the set of tools changed.</summary>
        public event Action Changed;

        /// <summary>Sorted by name.</summary>
        public IList<RegisteredTool> Tools
        {
            get { return _sorted; }
        }

        public IList<string> Problems
        {
            get
            {
                lock (_writeLock)
                {
                    return _problems.ToArray();
                }
            }
        }

        public bool TryGet(string name, out RegisteredTool tool)
        {
            return _byName.TryGetValue(name, out tool);
        }

        /// <summary>Registers every [McpTool] class in the given assemblies; package tools win name clashes.</summary>
        public void AddFromAssemblies(IEnumerable<Assembly> assemblies)
        {
            var candidates = new List<Type>();
            foreach (var assembly in assemblies)
            {
                if (!CanDefineTools(assembly))
                {
                    continue;
                }

                Type[] types;
                try
                {
                    types = assembly.GetTypes();
                }
                catch (ReflectionTypeLoadException e)
                {
                    types = Array.FindAll(e.Types, t => t != null);
                }

                foreach (var type in types)
                {
                    if (type.IsClass && Attribute.IsDefined(type, typeof(McpToolAttribute), false))
                    {
                        candidates.Add(type);
                    }
                }
            }

            // Package tools first so a project tool cannot shadow a built-in; then a stable order.
            candidates.Sort((a, b) =>
            {
                var aPackage = IsPackage(a.Assembly) ? 0 : 1;
                var bPackage = IsPackage(b.Assembly) ? 0 : 1;
                return aPackage != bPackage ? aPackage.CompareTo(bPackage) : string.CompareOrdinal(a.FullName, b.FullName);
            });
            var added = new List<RegisteredTool>();
            foreach (var type in candidates)
            {
                var tool = Build(type, null);
                if (tool != null)
                {
                    added.Add(tool);
                }
            }

            Commit(added);
        }

        /// <summary>Registers one tool instance at run time (its class still needs [McpTool]).</summary>
        public bool Add(IMcpTool instance)
        {
            var tool = Build(instance.GetType(), instance);
            if (tool == null)
            {
                return false;
            }

            return Commit(new List<RegisteredTool> { tool }) == 1;
        }

        public bool Remove(string name)
        {
            lock (_writeLock)
            {
                if (!_byName.ContainsKey(name))
                {
                    return false;
                }

                var byName = new Dictionary<string, RegisteredTool>(_byName, StringComparer.Ordinal);
                byName.Remove(name);
                Publish(byName);
            }

            RaiseChanged();
            return true;
        }

        /// <summary>
        /// Only this package and assemblies that reference it can contain tools; skipping the rest keeps the
        /// scan cheap in an editor with hundreds of loaded assemblies.
        /// </summary>
        private bool CanDefineTools(Assembly assembly)
        {
            if (IsPackage(assembly) || assembly == typeof(ToolRegistry).Assembly)
            {
                return true;
            }

            if (assembly.IsDynamic)
            {
                return false;
            }

            var packageName = typeof(ToolRegistry).Assembly.GetName().Name;
            foreach (var reference in assembly.GetReferencedAssemblies())
            {
                if (reference.Name == packageName)
                {
                    return true;
                }
            }

            return false;
        }

        private bool IsPackage(Assembly assembly)
        {
            return Array.IndexOf(_packageAssemblies, assembly) >= 0;
        }

        /// <summary>Why a name is not acceptable, or null.</summary>
        public static string CheckName(string name)
        {
            if (string.IsNullOrEmpty(name) || !s_namePattern.IsMatch(name))
            {
                return "tool names are snake_case (a-z, 0-9, _), start with a letter and have at most 40 characters";
            }

            if (name.StartsWith("unity_", StringComparison.Ordinal))
            {
                return "tool names must not start with \"unity_\" (clients already show them as mcp__unity__<name>)";
            }

            return null;
        }

        private RegisteredTool Build(Type type, IMcpTool instance)
        {
            var attribute = (McpToolAttribute)Attribute.GetCustomAttribute(type, typeof(McpToolAttribute), false);
            var where = type.FullName;
            if (attribute == null)
            {
                return Reject(where + " has no [McpTool] attribute.");
            }

            var nameProblem = CheckName(attribute.Name);
            if (nameProblem != null)
            {
                return Reject(where + ": name '" + attribute.Name + "' rejected: " + nameProblem + ".");
            }

            if (string.IsNullOrEmpty(attribute.Description))
            {
                return Reject(where + ": tool '" + attribute.Name + "' needs a description.");
            }

            try
            {
                if (instance == null)
                {
                    if (type.IsAbstract || !typeof(IMcpTool).IsAssignableFrom(type) || type.GetConstructor(Type.EmptyTypes) == null)
                    {
                        return Reject(where + ": a tool class must derive from McpTool<TParams, TResult> and have a public parameterless constructor.");
                    }

                    instance = (IMcpTool)Activator.CreateInstance(type);
                }

                var input = SchemaGenerator.ForParameters(instance.ParametersType);
                var properties = (Newtonsoft.Json.Linq.JObject)input["properties"];
                if (properties[ReservedArgument] != null)
                {
                    return Reject(where + ": argument name '" + ReservedArgument + "' is reserved for the hub's editor routing.");
                }

                var output = attribute.StructuredOutput ? SchemaGenerator.ForResult(instance.ResultType) : null;
                var descriptor = new ToolDescriptor(attribute, type, input, output, !IsPackage(type.Assembly));
                return new RegisteredTool(descriptor, instance);
            }
            catch (Exception e)
            {
                return Reject(where + ": " + (e is TargetInvocationException && e.InnerException != null ? e.InnerException.Message : e.Message));
            }
        }

        private RegisteredTool Reject(string problem)
        {
            lock (_writeLock)
            {
                _problems.Add(problem);
            }

            return null;
        }

        private int Commit(List<RegisteredTool> tools)
        {
            var count = 0;
            lock (_writeLock)
            {
                var byName = new Dictionary<string, RegisteredTool>(_byName, StringComparer.Ordinal);
                foreach (var tool in tools)
                {
                    RegisteredTool existing;
                    if (byName.TryGetValue(tool.Descriptor.Name, out existing))
                    {
                        _problems.Add(tool.Descriptor.ToolType.FullName + ": tool name '" + tool.Descriptor.Name
                            + "' is already used by " + existing.Descriptor.ToolType.FullName + ".");
                        continue;
                    }

                    byName[tool.Descriptor.Name] = tool;
                    count++;
                }

                if (count > 0)
                {
                    Publish(byName);
                }
            }

            if (count > 0)
            {
                RaiseChanged();
            }

            return count;
        }

        private void Publish(Dictionary<string, RegisteredTool> byName)
        {
            var sorted = new List<RegisteredTool>(byName.Values);
            sorted.Sort((a, b) => string.CompareOrdinal(a.Descriptor.Name, b.Descriptor.Name));
            _sorted = sorted;
            _byName = byName;
        }

        private void RaiseChanged()
        {
            var handler = Changed;
            if (handler != null)
            {
                handler();
            }
        }
    }
}
