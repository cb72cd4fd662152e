using System.Collections.Generic;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.EventSystems;
using UnityEngine.Internal;
using UnityEngine.UI;

namespace Patchbay.Headless.Tests
{
    // uGUI as its own assembly (UnityEngine.UI.dll) on the engine's UI types (issue 42): a UI object's transform is a
    // RectTransform, ExecuteEvents reaches the handlers, a Button's click runs onClick, selectables respect
    // interactable and CanvasGroups, and the corpus's UI scripts work in play mode.
    [TestFixture]
    public class UGUITests : StandInFixture
    {
        [TearDown]
        public void StopPlaying()
        {
            Application.IsPlayingInternal = false;
            Time.timeScale = 1f;
        }

        static GameObject NewCanvas()
        {
            var go = new GameObject("Canvas", typeof(Canvas), typeof(CanvasScaler), typeof(GraphicRaycaster));
            go.GetComponent<Canvas>().renderMode = RenderMode.ScreenSpaceOverlay;
            return go;
        }

        static T NewUI<T>(string name, GameObject parent) where T : Component
        {
            var go = new GameObject(name, typeof(RectTransform));
            go.transform.SetParent(parent.transform, false);
            return go.AddComponent<T>();
        }

        [Test]
        public void AUIObjectsTransformIsARectTransform()
        {
            var canvas = NewCanvas();
            Assert.IsInstanceOf<RectTransform>(canvas.transform, "Canvas requires a RectTransform, which replaces the Transform");
            var image = new GameObject("Image").AddComponent<Image>();
            Assert.IsInstanceOf<RectTransform>(image.transform, "Graphic requires one too");
            Assert.AreSame(image.transform, image.GetComponent<RectTransform>());
            Assert.AreSame(image.transform, image.rectTransform);
            Assert.IsNotNull(image.GetComponent<CanvasRenderer>());
            Assert.AreEqual(1, image.GetComponents<Transform>().Length, "one transform");
            image.transform.SetParent(canvas.transform, false);
            Assert.AreSame(canvas.GetComponent<Canvas>(), image.canvas);
            Assert.IsTrue(canvas.GetComponent<Canvas>().isRootCanvas);

            var parent = (RectTransform)canvas.transform;
            parent.sizeDelta = new Vector2(800, 600);
            var rect = image.rectTransform;
            rect.anchorMin = Vector2.zero;
            rect.anchorMax = Vector2.one;
            rect.offsetMin = new Vector2(10, 20);
            rect.offsetMax = new Vector2(-30, -40);
            Assert.AreEqual(new Vector2(760, 540), rect.rect.size, "stretched inside the parent less the offsets");
            rect.anchorMin = rect.anchorMax = new Vector2(0.5f, 0.5f);
            rect.SetSizeWithCurrentAnchors(RectTransform.Axis.Horizontal, 200);
            Assert.AreEqual(200f, rect.rect.width, 1e-4);
            var corners = new Vector3[4];
            rect.GetWorldCorners(corners);
            Assert.AreEqual(corners[2].x - corners[0].x, 200f, 1e-3);
        }

        [Test]
        public void AUISceneSurvivesSavingAndReopening()
        {
            var scene = UnityEditor.SceneManagement.EditorSceneManager.NewScene(UnityEditor.SceneManagement.NewSceneSetup.EmptyScene, UnityEditor.SceneManagement.NewSceneMode.Single);
            var canvas = NewCanvas();
            var button = NewUI<Button>("Play", canvas);
            button.gameObject.AddComponent<Image>().fillAmount = 0.25f;
            ((RectTransform)button.transform).sizeDelta = new Vector2(160, 30);
            ((RectTransform)button.transform).anchoredPosition = new Vector2(5, 7);
            Assert.IsTrue(UnityEditor.SceneManagement.EditorSceneManager.SaveScene(scene, "Assets/Scenes/UiRoundTrip.unity"));

            var reopened = UnityEditor.SceneManagement.EditorSceneManager.OpenScene("Assets/Scenes/UiRoundTrip.unity");
            var root = reopened.GetRootGameObjects()[0];
            Assert.IsInstanceOf<RectTransform>(root.transform);
            var play = root.transform.Find("Play");
            Assert.IsInstanceOf<RectTransform>(play);
            Assert.AreEqual(new Vector2(160, 30), ((RectTransform)play).sizeDelta);
            Assert.AreEqual(new Vector2(5, 7), ((RectTransform)play).anchoredPosition);
            Assert.AreEqual(0.25f, play.GetComponent<Image>().fillAmount);
            Assert.IsNotNull(play.GetComponent<Button>().onClick);
            Assert.AreEqual(1, play.GetComponents<Transform>().Length);
        }

        [Test]
        public void AButtonClickThroughExecuteEventsRunsOnClick()
        {
            var canvas = NewCanvas();
            var button = NewUI<Button>("Play", canvas);
            button.gameObject.AddComponent<Image>();
            var clicks = 0;
            button.onClick.AddListener(() => clicks++);
            var data = new PointerEventData(EventSystem.current) { button = PointerEventData.InputButton.Left };

            Assert.IsTrue(ExecuteEvents.Execute(button.gameObject, data, ExecuteEvents.pointerClickHandler));
            Assert.AreEqual(1, clicks);

            data.button = PointerEventData.InputButton.Right;
            ExecuteEvents.Execute(button.gameObject, data, ExecuteEvents.pointerClickHandler);
            Assert.AreEqual(1, clicks, "a right click does not click");

            data.button = PointerEventData.InputButton.Left;
            button.interactable = false;
            ExecuteEvents.Execute(button.gameObject, data, ExecuteEvents.pointerClickHandler);
            Assert.AreEqual(1, clicks, "not interactable");

            button.interactable = true;
            var group = canvas.AddComponent<CanvasGroup>();
            group.interactable = false;
            ExecuteEvents.Execute(button.gameObject, data, ExecuteEvents.pointerClickHandler);
            Assert.AreEqual(1, clicks, "a CanvasGroup above turns interaction off");
            group.interactable = true;

            ExecuteEvents.Execute(button.gameObject, new BaseEventData(EventSystem.current), ExecuteEvents.submitHandler);
            Assert.AreEqual(2, clicks, "Submit clicks too");

            button.enabled = false;
            Assert.IsFalse(ExecuteEvents.Execute(button.gameObject, data, ExecuteEvents.pointerClickHandler), "a disabled handler gets nothing");
            Assert.AreEqual(2, clicks);
            Assert.IsNull(ExecuteEvents.GetEventHandler<IPointerClickHandler>(canvas), "nothing on the canvas handles clicks");
        }

        [Test]
        public void SlidersTogglesAndGroupsNotifyAsUnity()
        {
            var canvas = NewCanvas();
            var slider = NewUI<Slider>("Slider", canvas);
            var values = new List<float>();
            slider.onValueChanged.AddListener(values.Add);
            slider.minValue = 0;
            slider.maxValue = 10;
            slider.wholeNumbers = true;
            slider.value = 3.6f;
            Assert.AreEqual(4f, slider.value);
            slider.value = 42;
            Assert.AreEqual(10f, slider.value);
            slider.SetValueWithoutNotify(2);
            CollectionAssert.AreEqual(new[] { 4f, 10f }, values);
            Assert.AreEqual(0.2f, slider.normalizedValue, 1e-6);

            var group = NewUI<ToggleGroup>("Group", canvas);
            var a = NewUI<Toggle>("A", canvas);
            var b = NewUI<Toggle>("B", canvas);
            a.group = group;
            b.group = group;
            a.isOn = true;
            b.isOn = true;
            Assert.IsFalse(a.isOn, "the group turns the other off");
            Assert.AreSame(b, group.GetFirstActiveToggle());
            var seen = new List<bool>();
            b.onValueChanged.AddListener(seen.Add);
            ExecuteEvents.Execute(a.gameObject, new PointerEventData(null), ExecuteEvents.pointerClickHandler);
            Assert.IsTrue(a.isOn);
            CollectionAssert.AreEqual(new[] { false }, seen);

            var image = NewUI<Image>("Fill", canvas);
            image.fillAmount = 1.5f;
            Assert.AreEqual(1f, image.fillAmount, "clamped");
            image.color = Color.red;
            Assert.AreEqual(Color.red, image.canvasRenderer.GetColor());
        }

        [Test]
        public void TheEventSystemSelectsAndRaycastsOverlayGraphics()
        {
            Application.IsPlayingInternal = true;
            var system = new GameObject("EventSystem", typeof(EventSystem), typeof(StandaloneInputModule)).GetComponent<EventSystem>();
            Assert.AreSame(system, EventSystem.current);
            var canvas = NewCanvas();
            var button = NewUI<Button>("Button", canvas);
            var image = button.gameObject.AddComponent<Image>();
            image.rectTransform.sizeDelta = new Vector2(100, 50);
            image.rectTransform.anchoredPosition = new Vector2(200, 100);

            system.SetSelectedGameObject(button.gameObject);
            Assert.AreSame(button.gameObject, system.currentSelectedGameObject);

            var hits = new List<RaycastResult>();
            system.RaycastAll(new PointerEventData(system) { position = new Vector2(220, 110) }, hits);
            Assert.AreEqual(1, hits.Count);
            Assert.AreSame(button.gameObject, hits[0].gameObject);
            system.RaycastAll(new PointerEventData(system) { position = new Vector2(0, 0) }, hits);
            Assert.AreEqual(0, hits.Count);
            canvas.AddComponent<CanvasGroup>().blocksRaycasts = false;
            system.RaycastAll(new PointerEventData(system) { position = new Vector2(220, 110) }, hits);
            Assert.AreEqual(0, hits.Count, "a CanvasGroup that does not block raycasts hides its graphics");
        }

        [Test]
        public void TheCorpusUIScriptsRunInPlayMode()
        {
            Application.IsPlayingInternal = true;
            var canvas = NewCanvas();
            var text = NewUI<UnityEngine.UI.Text>("Score", canvas);
            var score = text.gameObject.AddComponent<ScoreDisplay>();
            Assert.AreEqual("Score: 0", text.text);
            score.AddPoints(1250);
            Assert.AreEqual("Score: " + 1250.ToString("N0"), text.text);
            Assert.AreEqual(36, text.fontSize);

            var panel = NewUI<CanvasGroup>("Pause", canvas);
            var pause = canvas.AddComponent<PauseMenuPanel>();
            typeof(PauseMenuPanel).GetField("menuGroup", System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic).SetValue(pause, panel);
            Lifecycle.Frame(0.01f);
            Assert.AreEqual(0f, panel.alpha, "hidden at Start");
            pause.TogglePause();
            Assert.IsTrue(panel.interactable && panel.blocksRaycasts);
            Assert.AreEqual(0f, Time.timeScale);
            pause.TogglePause();
            Assert.IsFalse(panel.interactable);

            var card = NewUI<Image>("Card", canvas).gameObject.AddComponent<HoverScaleCard>();
            ExecuteEvents.Execute(card.gameObject, new PointerEventData(null), ExecuteEvents.pointerEnterHandler);
            Assert.AreEqual(1.1f, card.transform.localScale.x, 1e-5);
            ExecuteEvents.Execute(card.gameObject, new PointerEventData(null) { clickCount = 1 }, ExecuteEvents.pointerClickHandler);
            Assert.AreEqual(1, card.Clicks);

            var item = NewUI<Image>("Item", canvas).gameObject.AddComponent<DraggableInventoryItem>();
            var drag = new PointerEventData(null) { delta = new Vector2(15, -5) };
            ExecuteEvents.Execute(item.gameObject, drag, ExecuteEvents.beginDragHandler);
            Assert.IsFalse(item.GetComponent<CanvasGroup>().blocksRaycasts);
            ExecuteEvents.Execute(item.gameObject, drag, ExecuteEvents.dragHandler);
            Assert.AreEqual(new Vector2(15, -5), ((RectTransform)item.transform).anchoredPosition);
        }
        [Test]
        public void EventTriggersDropdownsAndInputFieldsOfTheCorpusWork()
        {
            Application.IsPlayingInternal = true;
            var canvas = NewCanvas();
            var highlighter = NewUI<Image>("Tile", canvas).gameObject.AddComponent<EventTriggerHighlighter>();
            ExecuteEvents.Execute(highlighter.gameObject, new PointerEventData(null), ExecuteEvents.pointerEnterHandler);
            Assert.AreEqual(1, highlighter.Enters);
            Assert.AreEqual(new Color(1f, 0.9f, 0.4f), highlighter.GetComponent<Image>().color);
            ExecuteEvents.Execute(highlighter.gameObject, new PointerEventData(null), ExecuteEvents.pointerExitHandler);
            Assert.AreEqual(Color.white, highlighter.GetComponent<Image>().color);

            var dropdown = NewUI<Dropdown>("Quality", canvas);
            var caption = NewUI<UnityEngine.UI.Text>("Caption", dropdown.gameObject);
            dropdown.captionText = caption;
            var field = NewUI<InputField>("Name", canvas);
            field.textComponent = NewUI<UnityEngine.UI.Text>("Label", field.gameObject);
            var quality = canvas.AddComponent<QualityDropdown>();
            var flags = System.Reflection.BindingFlags.Instance | System.Reflection.BindingFlags.NonPublic;
            typeof(QualityDropdown).GetField("dropdown", flags).SetValue(quality, dropdown);
            typeof(QualityDropdown).GetField("playerNameField", flags).SetValue(quality, field);
            Lifecycle.Frame(0.01f);
            Assert.AreEqual(4, dropdown.options.Count);
            Assert.AreEqual("High", quality.SelectedLevel);
            Assert.AreEqual("High", caption.text);
            dropdown.value = 9;
            Assert.AreEqual(3, dropdown.value, "clamped to the options");
            Assert.AreEqual("Ultra", quality.SelectedLevel);

            field.text = "  Ada Lovelace the Great ";
            Assert.AreEqual(12, field.text.Length, "characterLimit");
            field.ActivateInputField();
            Assert.IsTrue(field.isFocused);
            field.DeactivateInputField();
            Assert.AreEqual("Ada Lovela", quality.PlayerName, "onEndEdit, trimmed");
            Assert.AreEqual(field.text, field.textComponent.text);
        }
        [Test]
        public void AspectRatioFittersAndMasksShapeAndFilter()
        {
            var canvas = NewCanvas();
            ((RectTransform)canvas.transform).sizeDelta = new Vector2(400, 300);
            var fitter = NewUI<AspectRatioFitter>("Video", canvas);
            var rect = (RectTransform)fitter.transform;
            rect.sizeDelta = new Vector2(160, 10);
            fitter.aspectRatio = 16f / 9f;
            fitter.aspectMode = AspectRatioFitter.AspectMode.WidthControlsHeight;
            Assert.AreEqual(90f, rect.rect.height, 1e-3);
            fitter.aspectMode = AspectRatioFitter.AspectMode.FitInParent;
            Assert.AreEqual(400f, rect.rect.width, 1e-3);
            Assert.AreEqual(225f, rect.rect.height, 1e-3);
            fitter.aspectMode = AspectRatioFitter.AspectMode.EnvelopeParent;
            Assert.AreEqual(300f, rect.rect.height, 1e-3);
            Assert.AreEqual(300f * 16f / 9f, rect.rect.width, 1e-3);

            var mask = NewUI<RectMask2D>("Viewport", canvas);
            ((RectTransform)mask.transform).sizeDelta = new Vector2(100, 100);
            mask.padding = new Vector4(10, 0, 0, 0);
            Assert.IsTrue(mask.IsRaycastLocationValid(new Vector2(0, 0), null));
            Assert.IsFalse(mask.IsRaycastLocationValid(new Vector2(-45, 0), null), "inside the rect but in the padding");
            var item = NewUI<Image>("Item", mask.gameObject);
            mask.AddClippable(item);
            mask.PerformClipping();
            Assert.IsTrue(item.canvasRenderer.hasRectClipping);
        }
    }
}
