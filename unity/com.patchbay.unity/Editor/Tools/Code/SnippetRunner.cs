using System;
using System.Collections.Generic;
using System.Globalization;
using System.Reflection;
using System.Text.RegularExpressions;
using Newtonsoft.Json.Linq;
using Patchbay.Editor.Tools.Console;
using Patchbay.Shared.Core;
using UnityEditor;
using UnityEngine;

namespace Patchbay.Editor.Tools.Code
{
    /// <summary>
    /// Runs a compiled snippet once, on the main thread, inside one undo group named "Execute Code" (so one
    /// undo reverts what it recorded with Undo), and collects what it logged meanwhile. A snippet that throws
    /// keeps what it did before the throw in that group, as Unity leaves an editor script's partial work.
    /// </summary>
    public static class SnippetRunner
    {
        public const string UndoName = "Execute Code";
        public const int MaxLogs = 50;
        public const int MaxLogChars = 500;
        public const int MaxResultChars = 8000;
        private const int MaxStackLines = 6;

        private static readonly Regex s_snippetLine = new Regex(@"Snippet\.cs:(?:line )?(\d+)");

        public static JObject Run(CompiledSnippet snippet)
        {
            var logs = new List<JObject>();
            var logCount = 0;
            var logLock = new object();
            Application.LogCallback collect = (message, stack, type) =>
            {
                lock (logLock)
                {
                    logCount++;
                    if (logs.Count < MaxLogs)
                    {
                        var text = message ?? string.Empty;
                        logs.Add(new JObject
                        {
                            { "type", ConsoleCapture.TypeName(type) },
                            { "message", text.Length > MaxLogChars ? text.Substring(0, MaxLogChars) + "…" : text },
                        });
                    }
                }
            };

            Undo.IncrementCurrentGroup();
            var group = Undo.GetCurrentGroup();
            Undo.SetCurrentGroupName(UndoName);
            object value = null;
            Exception thrown = null;
            Application.logMessageReceivedThreaded += collect;
            try
            {
                value = snippet.Run.Invoke(null, null);
            }
            catch (TargetInvocationException e)
            {
                thrown = e.InnerException ?? e;
            }
            finally
            {
                Application.logMessageReceivedThreaded -= collect;
                Undo.CollapseUndoOperations(group);
            }

            JArray logArray;
            int logTotal;
            lock (logLock)
            {
                logArray = new JArray(logs);
                logTotal = logCount;
            }

            if (thrown != null)
            {
                throw Failure(snippet.Source, thrown, logArray, logTotal);
            }

            var result = new JObject { { "result", Capped(CodeValue.From(value)) }, { "logs", logArray } };
            if (logTotal > logArray.Count)
            {
                result["logsOmitted"] = logTotal - logArray.Count;
            }

            result["undo"] = UndoName;
            return result;
        }

        private static JToken Capped(JToken value)
        {
            var text = value.ToString(Newtonsoft.Json.Formatting.None);
            if (text.Length <= MaxResultChars)
            {
                return value;
            }

            return new JObject
            {
                { "truncated", text.Substring(0, MaxResultChars) },
                { "chars", text.Length },
                { "note", "The value is too large; return less (a count, a page, the fields you need)." },
            };
        }

        private static ToolException Failure(SnippetSource source, Exception thrown, JArray logs, int logTotal)
        {
            var stack = new List<string>();
            var line = 0;
            foreach (var raw in (thrown.StackTrace ?? string.Empty).Split('\n'))
            {
                var frame = raw.Trim();
                if (frame.Length == 0 || stack.Count >= MaxStackLines)
                {
                    continue;
                }

                var match = s_snippetLine.Match(frame);
                if (match.Success)
                {
                    var codeLine = source.CodeLine(int.Parse(match.Groups[1].Value, CultureInfo.InvariantCulture));
                    if (line == 0 && codeLine > 0)
                    {
                        line = codeLine;
                    }

                    var at = frame.IndexOf(" in ", StringComparison.Ordinal);
                    frame = (at > 0 ? frame.Substring(0, at) : frame) + (codeLine > 0 ? " (your line " + codeLine + ")" : string.Empty);
                }

                stack.Add(frame);
            }

            var data = new JObject
            {
                { "exceptionType", thrown.GetType().FullName },
                { "exceptionMessage", thrown.Message },
                { "stack", new JArray(stack.ToArray()) },
                { "logs", logs },
                { "undo", UndoName },
            };
            if (line > 0)
            {
                data["line"] = line;
            }

            if (logTotal > logs.Count)
            {
                data["logsOmitted"] = logTotal - logs.Count;
            }

            var text = "The code threw " + thrown.GetType().FullName + ": " + thrown.Message + (line > 0 ? " (your line " + line + ")" : string.Empty)
                + ". What it did before that stays, as one undo step \"" + UndoName + "\" (one undo reverts what it recorded with Undo)."
                + "\nstack: " + string.Join(" | ", stack.ToArray())
                + (logs.Count > 0 ? "\nlogs: " + logs.ToString(Newtonsoft.Json.Formatting.None) : string.Empty);
            return new ToolException("code_exception", text, data);
        }
    }
}
