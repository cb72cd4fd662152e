using System.Linq;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.Internal;
using UnityEngine.SceneManagement;

namespace Patchbay.Headless.Tests
{
    // The Gameplay corpus scripts (Corpus/Assets/Corpus/Gameplay) run in play mode, in-process, and do what they say.
    [TestFixture]
    public class CorpusGameplayTests : StandInFixture
    {
        [SetUp]
        public void EnterPlay()
        {
            Application.IsPlayingInternal = true;
            Time.ResetPlayClocks();
            Time.timeScale = 1f;
            Time.fixedDeltaTime = 0.02f;
            Time.maximumDeltaTime = 1f / 3f;
            CoroutineScheduler.Clear();
            Invokes.Clear();
        }

        [TearDown]
        public void LeavePlay()
        {
            SceneRegistry.RemoveAll();
            Application.IsPlayingInternal = false;
            Time.timeScale = 1f;
            CoroutineScheduler.Clear();
            Invokes.Clear();
        }

        static void Run(float seconds, float frame = 0.1f)
        {
            for (var t = 0f; t < seconds - 1e-4f; t += frame) Lifecycle.Frame(frame);
        }

        [Test]
        public void TheSpawnerSpawnsOneObjectPerIntervalOfGameTimeAndNothingWhilePaused()
        {
            var spawner = new GameObject("Spawner").AddComponent<TimedCoroutineSpawner>();
            spawner.interval = 1f;
            spawner.maxCount = 3;
            Lifecycle.Frame(0.1f); // Start
            Run(1.05f);
            Assert.AreEqual(1, spawner.Spawned.Count, "one after a second");
            Time.timeScale = 0f;
            Run(5f);
            Assert.AreEqual(1, spawner.Spawned.Count, "WaitForSeconds does not end while time is stopped");
            Time.timeScale = 1f;
            Run(2f);
            Assert.AreEqual(3, spawner.Spawned.Count);
            Assert.IsFalse(spawner.IsSpawning, "the coroutine ended at the maximum");
            Run(2f);
            Assert.AreEqual(3, spawner.Spawned.Count);
            Assert.IsTrue(spawner.Spawned.All(g => g != null && Vector3.Distance(g.transform.position, spawner.transform.position) <= spawner.spawnRadius + 1e-3f));
        }

        [Test]
        public void TheFaderPausesTheGameAndFinishesOnRealTime()
        {
            var fader = new GameObject("Fader").AddComponent<RealtimeScreenFader>();
            fader.fadeDuration = 0.2f;
            fader.holdSeconds = 1f;
            Lifecycle.Frame(0.1f);
            fader.FadeOutAndIn();
            Assert.AreEqual(0f, Time.timeScale);
            Run(0.3f);
            Assert.AreEqual(1f, fader.Alpha, "faded out on unscaled time");
            Run(2f);
            Assert.IsTrue(fader.Fading, "WaitForSecondsRealtime counts wall time, which has not passed");
            Time.StartupOffset += 1.5;
            Run(0.5f);
            Assert.IsFalse(fader.Fading);
            Assert.AreEqual(0f, fader.Alpha);
            Assert.AreEqual(1f, Time.timeScale, "restored");
        }

        [Test]
        public void TheCountdownTicksWithInvokeRepeatingAndEndsWithInvoke()
        {
            var timer = new GameObject("Timer").AddComponent<InvokeCountdownTimer>();
            var over = 0;
            timer.RoundOverEvent += () => over++;
            Lifecycle.Frame(0f);
            Run(5f);
            Assert.AreEqual(5, timer.Ticks);
            Assert.IsFalse(timer.RoundOver);
            Run(5.05f);
            Assert.IsTrue(timer.RoundOver);
            Assert.AreEqual(1, over);
            Assert.AreEqual(10, timer.Ticks);
            Assert.AreEqual(0, timer.SecondsLeft);
            Assert.IsFalse(timer.IsInvoking());
        }

        [Test]
        public void TheHighScoreOutlivesASession()
        {
            PlayerPrefs.DeleteAll();
            var keeper = new GameObject("Score").AddComponent<HighScoreKeeper>();
            keeper.AddPoints(120);
            Assert.IsTrue(keeper.SubmitScore("Ada"));
            Object.DestroyImmediate(keeper.gameObject);
            PlayerPrefsStore.Forget();
            var next = new GameObject("Score").AddComponent<HighScoreKeeper>();
            Assert.AreEqual(120, next.HighScore);
            Assert.AreEqual("Ada", next.HighScoreName);
            next.AddPoints(50);
            Assert.IsFalse(next.SubmitScore("Bob"));
            next.ResetHighScore();
            Assert.IsFalse(PlayerPrefs.HasKey("HighScore"));
        }

        [Test]
        public void TheWaveManagerStartsTheNextWaveWhenTheLastIsCleared()
        {
            var waves = new GameObject("Waves").AddComponent<WaveSpawnManager>();
            waves.waves = 2;
            waves.enemiesPerWave = 2;
            waves.timeBetweenWaves = 1f;
            Lifecycle.Frame(0.1f);
            Assert.AreEqual(1, waves.CurrentWave);
            Assert.AreEqual(2, waves.Alive.Count);
            Run(1f);
            Assert.AreEqual(1, waves.CurrentWave, "WaitUntil holds while enemies live");
            foreach (var e in waves.Alive.ToArray()) Object.Destroy(e);
            Run(0.5f);
            Assert.AreEqual(1, waves.CurrentWave, "the pause between waves");
            Run(1f);
            Assert.AreEqual(2, waves.CurrentWave);
            Assert.AreEqual(3, waves.Alive.Count, "one more enemy per wave");
            foreach (var e in waves.Alive.ToArray()) Object.Destroy(e);
            Run(0.3f);
            Assert.IsTrue(waves.AllWavesCleared);
        }

        [Test]
        public void MoversFollowGameTime()
        {
            var mover = new GameObject("Mover").AddComponent<DeltaTimeMover>();
            mover.bobHeight = 0f;
            Lifecycle.Frame(0f);
            Run(1f);
            Assert.AreEqual(2f, mover.transform.position.x, 1e-3, "velocity × seconds");
            Assert.AreEqual(90f, mover.transform.eulerAngles.y, 1e-2);

            var target = new GameObject("Target").transform;
            target.position = new Vector3(10f, 0f, 0f);
            var follower = new GameObject("Follower").AddComponent<SmoothDampFollower>();
            follower.target = target;
            follower.offset = Vector3.zero;
            Run(0.2f);
            var early = follower.transform.position.x;
            Assert.That(early > 0f && early < 10f, "on its way: " + early);
            Run(3f);
            Assert.AreEqual(10f, follower.transform.position.x, 0.05f);
            Assert.AreEqual(90f, follower.transform.eulerAngles.y, 1f, "facing the way it moved");
        }

        [Test]
        public void FixedStepsAreCountedByFixedUpdateAndWaitForFixedUpdate()
        {
            var ticker = new GameObject("Ticker").AddComponent<FixedStepTicker>();
            Lifecycle.Frame(0f);
            Run(1f, 0.05f);
            Assert.AreEqual(50, ticker.FixedUpdates, 1, "1 s of 0.02 s steps");
            Assert.AreEqual(ticker.FixedUpdates, ticker.AfterFixedResumes);
            Assert.IsTrue(ticker.SawFixedDeltaInFixedUpdate);
            Assert.AreEqual(21, ticker.Updates);
        }

        [Test]
        public void LootDropsRepeatWithTheSeedAndTheDayTurns()
        {
            var go = new GameObject("Loot");
            go.SetActive(false);
            var loot = go.AddComponent<WeightedLootTable>();
            loot.entries.Add(new WeightedLootTable.LootEntry { itemName = "coin", weight = 8f });
            loot.entries.Add(new WeightedLootTable.LootEntry { itemName = "gem", weight = 2f });
            go.SetActive(true);
            var first = loot.RollMany(50);
            Random.InitState(loot.seed);
            CollectionAssert.AreEqual(first, loot.RollMany(50));
            Assert.That(first.Count(i => i == "coin") > first.Count(i => i == "gem"));

            var sun = new GameObject("Sun").AddComponent<Light>();
            var cycle = new GameObject("Cycle").AddComponent<DayNightCycle>();
            cycle.sun = sun;
            cycle.dayLength = 10f;
            cycle.timeOfDay = 0f;
            Lifecycle.Frame(0.1f);
            Assert.IsTrue(cycle.IsNight);
            var night = sun.intensity;
            Run(5f);
            Assert.IsFalse(cycle.IsNight);
            Assert.Greater(sun.intensity, night);
            Assert.AreEqual(0.51f, cycle.timeOfDay, 0.02f);
        }

        [Test]
        public void TheSceneLoaderSwitchesScenesAndSurvivesTheSwitch()
        {
            var loader = new GameObject("Loader").AddComponent<AsyncSceneLoader>();
            loader.sceneName = "Second";
            loader.waitForConfirm = true;
            Lifecycle.Frame(0f);
            loader.Load();
            Run(0.3f);
            Assert.IsTrue(loader.ReadyToActivate);
            Assert.AreEqual(1f, loader.Progress, 1e-5);
            Assert.AreNotEqual("Second", SceneManager.GetActiveScene().name, "held until confirmed");
            loader.Confirm();
            Run(0.3f);
            Assert.IsTrue(loader.Done);
            Assert.AreEqual("Second", SceneManager.GetActiveScene().name);
            Assert.IsTrue(loader != null, "DontDestroyOnLoad kept it");
        }
    }
}
