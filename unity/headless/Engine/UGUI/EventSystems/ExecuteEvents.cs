using System;
using System.Collections.Generic;

namespace UnityEngine.EventSystems
{
    // com.unity.ugui 1.0.0 / 2.0.0 Runtime/EventSystem/ExecuteEvents.cs: sends an event to the handlers of a GameObject.
    // Execute calls every enabled component of the target that implements the handler interface (a Behaviour that is
    // disabled or on an inactive object does not get it), logs an exception a handler throws and goes on, and answers
    // whether any handled it; ExecuteHierarchy walks up the parents to the first that handles it.
    public static class ExecuteEvents
    {
        public delegate void EventFunction<T1>(T1 handler, BaseEventData eventData);

        public static T ValidateEventData<T>(BaseEventData data) where T : class
        {
            if ((data as T) == null)
                throw new ArgumentException(String.Format("Invalid type: {0} passed to event expecting {1}", data.GetType(), typeof(T)));
            return data as T;
        }

        private static readonly EventFunction<IPointerMoveHandler> s_OnPointerMoveHandler = (handler, data) => handler.OnPointerMove(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IPointerMoveHandler> pointerMoveHandler { get { return s_OnPointerMoveHandler; } }

        private static readonly EventFunction<IPointerEnterHandler> s_OnPointerEnterHandler = (handler, data) => handler.OnPointerEnter(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IPointerEnterHandler> pointerEnterHandler { get { return s_OnPointerEnterHandler; } }

        private static readonly EventFunction<IPointerExitHandler> s_OnPointerExitHandler = (handler, data) => handler.OnPointerExit(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IPointerExitHandler> pointerExitHandler { get { return s_OnPointerExitHandler; } }

        private static readonly EventFunction<IPointerDownHandler> s_OnPointerDownHandler = (handler, data) => handler.OnPointerDown(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IPointerDownHandler> pointerDownHandler { get { return s_OnPointerDownHandler; } }

        private static readonly EventFunction<IPointerUpHandler> s_OnPointerUpHandler = (handler, data) => handler.OnPointerUp(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IPointerUpHandler> pointerUpHandler { get { return s_OnPointerUpHandler; } }

        private static readonly EventFunction<IPointerClickHandler> s_OnPointerClickHandler = (handler, data) => handler.OnPointerClick(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IPointerClickHandler> pointerClickHandler { get { return s_OnPointerClickHandler; } }

        private static readonly EventFunction<IBeginDragHandler> s_OnBeginDragHandler = (handler, data) => handler.OnBeginDrag(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IBeginDragHandler> beginDragHandler { get { return s_OnBeginDragHandler; } }

        private static readonly EventFunction<IInitializePotentialDragHandler> s_OnInitializePotentialDragHandler = (handler, data) => handler.OnInitializePotentialDrag(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IInitializePotentialDragHandler> initializePotentialDrag { get { return s_OnInitializePotentialDragHandler; } }

        private static readonly EventFunction<IDragHandler> s_OnDragHandler = (handler, data) => handler.OnDrag(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IDragHandler> dragHandler { get { return s_OnDragHandler; } }

        private static readonly EventFunction<IEndDragHandler> s_OnEndDragHandler = (handler, data) => handler.OnEndDrag(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IEndDragHandler> endDragHandler { get { return s_OnEndDragHandler; } }

        private static readonly EventFunction<IDropHandler> s_OnDropHandler = (handler, data) => handler.OnDrop(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IDropHandler> dropHandler { get { return s_OnDropHandler; } }

        private static readonly EventFunction<IScrollHandler> s_OnScrollHandler = (handler, data) => handler.OnScroll(ValidateEventData<PointerEventData>(data));
        public static EventFunction<IScrollHandler> scrollHandler { get { return s_OnScrollHandler; } }

        private static readonly EventFunction<IUpdateSelectedHandler> s_OnUpdateSelectedHandler = (handler, data) => handler.OnUpdateSelected(ValidateEventData<BaseEventData>(data));
        public static EventFunction<IUpdateSelectedHandler> updateSelectedHandler { get { return s_OnUpdateSelectedHandler; } }

        private static readonly EventFunction<ISelectHandler> s_OnSelectHandler = (handler, data) => handler.OnSelect(ValidateEventData<BaseEventData>(data));
        public static EventFunction<ISelectHandler> selectHandler { get { return s_OnSelectHandler; } }

        private static readonly EventFunction<IDeselectHandler> s_OnDeselectHandler = (handler, data) => handler.OnDeselect(ValidateEventData<BaseEventData>(data));
        public static EventFunction<IDeselectHandler> deselectHandler { get { return s_OnDeselectHandler; } }

        private static readonly EventFunction<IMoveHandler> s_OnMoveHandler = (handler, data) => handler.OnMove(ValidateEventData<AxisEventData>(data));
        public static EventFunction<IMoveHandler> moveHandler { get { return s_OnMoveHandler; } }

        private static readonly EventFunction<ISubmitHandler> s_OnSubmitHandler = (handler, data) => handler.OnSubmit(ValidateEventData<BaseEventData>(data));
        public static EventFunction<ISubmitHandler> submitHandler { get { return s_OnSubmitHandler; } }

        private static readonly EventFunction<ICancelHandler> s_OnCancelHandler = (handler, data) => handler.OnCancel(ValidateEventData<BaseEventData>(data));
        public static EventFunction<ICancelHandler> cancelHandler { get { return s_OnCancelHandler; } }

        public static bool Execute<T>(GameObject target, BaseEventData eventData, EventFunction<T> functor) where T : IEventSystemHandler
        {
            var handlers = Handlers<T>(target);
            foreach (var handler in handlers)
            {
                try { functor(handler, eventData); }
                catch (Exception e) { Debug.LogException(e); }
            }

            return handlers.Count > 0;
        }

        public static GameObject ExecuteHierarchy<T>(GameObject root, BaseEventData eventData, EventFunction<T> callbackFunction) where T : IEventSystemHandler
        {
            if (root == null) return null;
            for (var t = root.transform; t != null; t = t.parent)
                if (Execute(t.gameObject, eventData, callbackFunction)) return t.gameObject;
            return null;
        }

        public static bool CanHandleEvent<T>(GameObject go) where T : IEventSystemHandler
        {
            return Handlers<T>(go).Count > 0;
        }

        public static GameObject GetEventHandler<T>(GameObject root) where T : IEventSystemHandler
        {
            if (root == null) return null;
            for (var t = root.transform; t != null; t = t.parent)
                if (CanHandleEvent<T>(t.gameObject)) return t.gameObject;
            return null;
        }

        private static List<T> Handlers<T>(GameObject go) where T : IEventSystemHandler
        {
            var result = new List<T>();
            if (go == null || !go.activeInHierarchy) return result;
            foreach (var component in go.GetComponents<Component>())
            {
                if (!(component is T)) continue;
                var behaviour = component as Behaviour;
                if (behaviour != null && !behaviour.isActiveAndEnabled) continue;
                result.Add((T)(object)component);
            }

            return result;
        }
    }
}
