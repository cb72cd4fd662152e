using System;
using System.IO;
using System.Net;
using System.Threading;

namespace Patchbay.Editor.HubProcess
{
    /// <summary>
    /// Fetches one release asset into a temporary file beside its destination and moves it into place only
    /// after its SHA-256 matched, so a half-written or forged file never sits where the launcher looks.
    /// Runs on the link thread; a cancelled token aborts the request and returns promptly.
    /// </summary>
    public static class HubDownloader
    {
        /// <summary>Null on success, else why the file is not there (nothing is left behind).</summary>
        public static string Download(string url, string destination, string expectedSha256, CancellationToken cancel)
        {
            var directory = Path.GetDirectoryName(destination);
            var temporary = Path.Combine(directory, "." + Path.GetFileName(destination) + "." + Guid.NewGuid().ToString("N") + ".part");
            try
            {
                Directory.CreateDirectory(directory);
                var error = Fetch(url, temporary, cancel);
                if (error != null)
                {
                    return error;
                }

                var actual = HubChecksums.OfFile(temporary);
                if (actual != expectedSha256)
                {
                    return "the download from " + url + " has SHA-256 " + actual + " but the package expects " + expectedSha256
                           + "; it was deleted and not run";
                }

                if (File.Exists(destination))
                {
                    File.Delete(destination);
                }

                File.Move(temporary, destination);
                return null;
            }
            catch (Exception e)
            {
                if (!(e is IOException) && !(e is UnauthorizedAccessException))
                {
                    throw;
                }

                return "could not write " + destination + ": " + e.Message;
            }
            finally
            {
                TryDelete(temporary);
            }
        }

        private static string Fetch(string url, string path, CancellationToken cancel)
        {
            if (cancel.IsCancellationRequested)
            {
                return "cancelled";
            }

            HttpWebRequest request;
            try
            {
                request = (HttpWebRequest)WebRequest.Create(url);
            }
            catch (Exception e)
            {
                if (!(e is UriFormatException) && !(e is NotSupportedException) && !(e is InvalidCastException))
                {
                    throw;
                }

                return "the download URL " + url + " is not valid: " + e.Message;
            }

            request.Timeout = 30000;
            request.ReadWriteTimeout = 30000;
            using (cancel.Register(request.Abort))
            {
                try
                {
                    using (var response = (HttpWebResponse)request.GetResponse())
                    using (var body = response.GetResponseStream())
                    using (var file = File.Create(path))
                    {
                        var buffer = new byte[81920];
                        int read;
                        while ((read = body.Read(buffer, 0, buffer.Length)) > 0)
                        {
                            if (cancel.IsCancellationRequested)
                            {
                                return "cancelled";
                            }

                            file.Write(buffer, 0, read);
                        }
                    }

                    return cancel.IsCancellationRequested ? "cancelled" : null;
                }
                catch (WebException e)
                {
                    if (cancel.IsCancellationRequested)
                    {
                        return "cancelled";
                    }

                    var http = e.Response as HttpWebResponse;
                    if (http != null)
                    {
                        using (http)
                        {
                            return "the download from " + url + " failed: HTTP " + (int)http.StatusCode + " " + http.StatusDescription;
                        }
                    }

                    return "the download from " + url + " failed: " + e.Message;
                }
                catch (IOException e)
                {
                    return cancel.IsCancellationRequested ? "cancelled" : "the download from " + url + " failed: " + e.Message;
                }
            }
        }

        private static void TryDelete(string path)
        {
            try
            {
                if (File.Exists(path))
                {
                    File.Delete(path);
                }
            }
            catch (IOException)
            {
            }
            catch (UnauthorizedAccessException)
            {
            }
        }
    }
}
