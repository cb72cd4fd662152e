using System.Collections.Generic;
using System.IO;
using UnityEditor;
using UnityEditor.Animations;
using UnityEditor.Events;
using UnityEditor.SceneManagement;
using UnityEngine;
using UnityEngine.EventSystems;
using UnityEngine.UI;

namespace SampleGame.Editor
{
    // Builds the sample game's content (Assets/Game): materials, the enemy's animator controller, the settings asset,
    // the Coin and Enemy prefabs, and two scenes that use them — Arena (3D, top-down: a player body, coins to collect, a
    // coroutine spawner, a patrolling enemy, a HUD) and Platformer (2D). The committed files were made with it; run it
    // again after changing the scripts' fields (it overwrites them, keeping each file's GUID).
    public static class GameContentBuilder
    {
        const string Root = "Assets/Game";

        [MenuItem("Sample/Game/Rebuild Content")]
        public static void Build()
        {
            foreach (var folder in new[] { "Materials", "Animation", "Settings", "Prefabs", "Scenes" })
                if (!AssetDatabase.IsValidFolder(Root + "/" + folder)) AssetDatabase.CreateFolder(Root, folder);

            var floor = MaterialAt("Floor", new Color(0.35f, 0.4f, 0.45f));
            var playerMat = MaterialAt("Player", new Color(0.2f, 0.5f, 1f));
            var coinMat = MaterialAt("Coin", new Color(1f, 0.8f, 0.1f));
            var enemyMat = MaterialAt("Enemy", new Color(0.85f, 0.15f, 0.15f));
            var controller = EnemyController();
            Settings();
            var clip = AssetDatabase.LoadAssetAtPath<AudioClip>(Root + "/Audio/CoinPickup.wav");
            var coin = CoinPrefab(coinMat, clip);
            var enemy = EnemyPrefab(enemyMat, controller);
            Arena(floor, playerMat, coin, enemy);
            Platformer();
            AssetDatabase.SaveAssets();
            Debug.Log("Sample game content rebuilt in " + Root);
        }

        static Material MaterialAt(string name, Color color)
        {
            var path = Root + "/Materials/" + name + ".mat";
            var material = AssetDatabase.LoadAssetAtPath<Material>(path);
            if (material == null)
            {
                material = new Material(Shader.Find("Standard")) { name = name };
                AssetDatabase.CreateAsset(material, path);
            }
            material.color = color;
            material.SetFloat("_Glossiness", 0.3f);
            EditorUtility.SetDirty(material);
            return material;
        }

        static AnimatorController EnemyController()
        {
            var path = Root + "/Animation/Enemy.controller";
            var existing = AssetDatabase.LoadAssetAtPath<AnimatorController>(path);
            if (existing != null) return existing;
            var controller = AnimatorController.CreateAnimatorControllerAtPath(path);
            controller.AddParameter("Speed", AnimatorControllerParameterType.Float);
            controller.AddParameter("Alert", AnimatorControllerParameterType.Bool);
            controller.AddParameter("Attack", AnimatorControllerParameterType.Trigger);
            var states = controller.layers[0].stateMachine;
            states.AddState("Idle");
            states.AddState("Walk");
            states.AddState("Attack");
            EditorUtility.SetDirty(controller);
            return controller;
        }

        static void Settings()
        {
            var path = Root + "/Settings/GameSettings.asset";
            var settings = AssetDatabase.LoadAssetAtPath<GameSettings>(path);
            if (settings == null)
            {
                settings = ScriptableObject.CreateInstance<GameSettings>();
                AssetDatabase.CreateAsset(settings, path);
            }
            settings.difficulty = new AnimationCurve(new Keyframe(0f, 1f), new Keyframe(0.5f, 1.5f), new Keyframe(1f, 3f));
            settings.healthColors = new Gradient();
            settings.healthColors.SetKeys(
                new[] { new GradientColorKey(Color.red, 0f), new GradientColorKey(Color.yellow, 0.5f), new GradientColorKey(Color.green, 1f) },
                new[] { new GradientAlphaKey(1f, 0f), new GradientAlphaKey(1f, 1f) });
            settings.waves = new List<Wave>
            {
                new Wave { name = "Warm-up", enemies = 2, delay = 1f },
                new Wave { name = "Swarm", enemies = 6, delay = 0.5f },
            };
            settings.enemy = new EnemyStats { health = 4, speed = 2.5f, tint = new Color(0.85f, 0.15f, 0.15f) };
            settings.pickups = PickupKinds.Coin | PickupKinds.Heart;
            settings.groundLayers = 1 << 0;
            settings.lives = 3;
            settings.levelReward = new UnlockReward { level = "Arena 2", bonus = 50 };
            EditorUtility.SetDirty(settings);
        }

        static GameObject CoinPrefab(Material material, AudioClip clip)
        {
            var go = GameObject.CreatePrimitive(PrimitiveType.Sphere);
            go.name = "Coin";
            go.transform.localScale = new Vector3(0.6f, 0.6f, 0.6f);
            go.GetComponent<SphereCollider>().isTrigger = true;
            go.GetComponent<MeshRenderer>().sharedMaterial = material;
            var audio = go.AddComponent<AudioSource>();
            audio.clip = clip;
            audio.playOnAwake = false;
            var coin = go.AddComponent<Coin>();
            coin.pickupSound = clip;
            return SavePrefab(go, "Coin");
        }

        static GameObject EnemyPrefab(Material material, AnimatorController controller)
        {
            var go = GameObject.CreatePrimitive(PrimitiveType.Cube);
            go.name = "Enemy";
            go.GetComponent<MeshRenderer>().sharedMaterial = material;
            go.AddComponent<Animator>().runtimeAnimatorController = controller;
            go.AddComponent<EnemyPatrol>();
            return SavePrefab(go, "Enemy");
        }

        static GameObject SavePrefab(GameObject go, string name)
        {
            var prefab = PrefabUtility.SaveAsPrefabAsset(go, Root + "/Prefabs/" + name + ".prefab");
            Object.DestroyImmediate(go);
            return prefab;
        }

        static void Arena(Material floorMat, Material playerMat, GameObject coinPrefab, GameObject enemyPrefab)
        {
            var scene = EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);

            var camera = new GameObject("Main Camera") { tag = "MainCamera" };
            camera.AddComponent<Camera>();
            camera.AddComponent<AudioListener>();
            camera.transform.position = new Vector3(0f, 10f, -8f);
            camera.transform.rotation = Quaternion.Euler(50f, 0f, 0f);
            var follow = camera.AddComponent<CameraFollow>();

            var light = new GameObject("Directional Light");
            light.AddComponent<Light>().type = LightType.Directional;
            light.transform.rotation = Quaternion.Euler(50f, -30f, 0f);

            var floor = GameObject.CreatePrimitive(PrimitiveType.Cube);
            floor.name = "Floor";
            floor.transform.position = new Vector3(0f, -0.5f, 0f);
            floor.transform.localScale = new Vector3(20f, 1f, 20f);
            floor.GetComponent<MeshRenderer>().sharedMaterial = floorMat;

            var player = GameObject.CreatePrimitive(PrimitiveType.Capsule);
            player.name = "Player";
            player.tag = "Player";
            player.transform.position = new Vector3(0f, 1f, 0f);
            player.GetComponent<MeshRenderer>().sharedMaterial = playerMat;
            var body = player.AddComponent<Rigidbody>();
            body.useGravity = false;
            body.constraints = RigidbodyConstraints.FreezePositionY | RigidbodyConstraints.FreezeRotation;
            player.AddComponent<PlayerMotor>();
            follow.target = player.transform;

            var manager = new GameObject("Game Manager");
            var score = manager.AddComponent<ScoreBoard>();
            var spawner = manager.AddComponent<PickupSpawner>();
            spawner.coinPrefab = coinPrefab;
            spawner.scoreBoard = score;
            var points = new List<Transform>();
            foreach (var p in new[] { new Vector3(-6f, 1f, -6f), new Vector3(6f, 1f, -6f), new Vector3(0f, 1f, 8f) })
            {
                var point = new GameObject("Spawn Point " + (char)('A' + points.Count));
                point.transform.SetParent(manager.transform, false);
                point.transform.localPosition = p;
                points.Add(point.transform);
            }
            spawner.spawnPoints = points.ToArray();

            var coins = new GameObject("Coins");
            var placed = new[] { new Vector3(3f, 1f, 0f), new Vector3(-3f, 1f, 2f), new Vector3(0f, 1f, 5f) };
            for (var i = 0; i < placed.Length; i++)
            {
                var instance = (GameObject)PrefabUtility.InstantiatePrefab(coinPrefab, coins.transform);
                instance.transform.position = placed[i];
                instance.name = i == 2 ? "Big Coin" : "Coin " + (i + 1);
                var c = instance.GetComponent<Coin>();
                c.scoreBoard = score;
                if (i == 2) c.value = 5;
                PrefabUtility.RecordPrefabInstancePropertyModifications(c);
                PrefabUtility.RecordPrefabInstancePropertyModifications(instance.transform);
            }

            var enemy = (GameObject)PrefabUtility.InstantiatePrefab(enemyPrefab);
            enemy.transform.position = new Vector3(-3f, 0.5f, 4f);
            var patrol = enemy.GetComponent<EnemyPatrol>();
            patrol.player = player.transform;
            patrol.speed = 3f;
            PrefabUtility.RecordPrefabInstancePropertyModifications(patrol);
            PrefabUtility.RecordPrefabInstancePropertyModifications(enemy.transform);

            var hud = Hud(score);
            UnityEventTools.AddPersistentListener(score.onScoreChanged, hud.ShowScore);

            var events = new GameObject("EventSystem");
            events.AddComponent<EventSystem>();
            events.AddComponent<StandaloneInputModule>();

            Save(scene, "Arena");
        }

        static Hud Hud(ScoreBoard score)
        {
            var canvasObject = new GameObject("HUD", typeof(RectTransform));
            var canvas = canvasObject.AddComponent<Canvas>();
            canvas.renderMode = RenderMode.ScreenSpaceOverlay;
            canvasObject.AddComponent<CanvasScaler>().uiScaleMode = CanvasScaler.ScaleMode.ScaleWithScreenSize;
            canvasObject.AddComponent<GraphicRaycaster>();
            var hud = canvasObject.AddComponent<Hud>();

            var scoreText = UiChild(canvasObject, "Score Text", new Vector2(20f, -20f), new Vector2(240f, 40f)).AddComponent<Text>();
            scoreText.text = "Score: 0";
            scoreText.fontSize = 28;
            scoreText.color = Color.white;
            hud.scoreText = scoreText;

            var bar = UiChild(canvasObject, "Health Bar", new Vector2(20f, -70f), new Vector2(200f, 20f)).AddComponent<Image>();
            bar.color = Color.green;
            bar.type = Image.Type.Filled;
            bar.fillMethod = Image.FillMethod.Horizontal;
            hud.healthBar = bar;

            var buttonObject = UiChild(canvasObject, "Restart Button", new Vector2(20f, -110f), new Vector2(160f, 40f));
            buttonObject.AddComponent<Image>().color = new Color(1f, 1f, 1f, 0.8f);
            var button = buttonObject.AddComponent<Button>();
            UnityEventTools.AddPersistentListener(button.onClick, score.ResetScore);
            var label = UiChild(buttonObject, "Label", Vector2.zero, new Vector2(160f, 40f)).AddComponent<Text>();
            label.text = "Restart";
            label.alignment = TextAnchor.MiddleCenter;
            label.color = Color.black;
            return hud;
        }

        static GameObject UiChild(GameObject parent, string name, Vector2 position, Vector2 size)
        {
            var go = new GameObject(name, typeof(RectTransform));
            go.transform.SetParent(parent.transform, false);
            var rect = (RectTransform)go.transform;
            rect.anchorMin = rect.anchorMax = rect.pivot = new Vector2(0f, 1f);
            rect.anchoredPosition = position;
            rect.sizeDelta = size;
            return go;
        }

        static void Platformer()
        {
            var scene = EditorSceneManager.NewScene(NewSceneSetup.EmptyScene, NewSceneMode.Single);

            var camera = new GameObject("Main Camera") { tag = "MainCamera" };
            var cam = camera.AddComponent<Camera>();
            cam.orthographic = true;
            cam.orthographicSize = 6f;
            camera.transform.position = new Vector3(0f, 2f, -10f);

            var player = Sprite2D("Player", new Vector3(0f, 1f, 0f), new Color(0.2f, 0.5f, 1f));
            player.tag = "Player";
            var body = player.AddComponent<Rigidbody2D>();
            body.freezeRotation = true;
            player.AddComponent<BoxCollider2D>().size = new Vector2(0.8f, 1f);
            player.AddComponent<Player2D>();

            var ground = Sprite2D("Ground", new Vector3(0f, -0.5f, 0f), new Color(0.3f, 0.6f, 0.3f));
            ground.AddComponent<BoxCollider2D>().size = new Vector2(30f, 1f);
            foreach (var p in new[] { new Vector3(4f, 1.5f, 0f), new Vector3(8f, 3f, 0f) })
                Sprite2D(p.x < 5f ? "Platform A" : "Platform B", p, new Color(0.5f, 0.35f, 0.2f)).AddComponent<BoxCollider2D>().size = new Vector2(3f, 0.5f);

            var gem = Sprite2D("Gem", new Vector3(2f, 0.5f, 0f), new Color(0.6f, 0.2f, 1f));
            var trigger = gem.AddComponent<CircleCollider2D>();
            trigger.isTrigger = true;
            trigger.radius = 0.3f;
            gem.AddComponent<Gem2D>();

            Save(scene, "Platformer");
        }

        static GameObject Sprite2D(string name, Vector3 position, Color color)
        {
            var go = new GameObject(name);
            go.transform.position = position;
            go.AddComponent<SpriteRenderer>().color = color;
            return go;
        }

        static void Save(UnityEngine.SceneManagement.Scene scene, string name)
        {
            EditorSceneManager.SaveScene(scene, Root + "/Scenes/" + name + ".unity");
        }
    }
}
