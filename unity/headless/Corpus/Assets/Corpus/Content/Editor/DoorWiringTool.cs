using UnityEditor;
using UnityEditor.Animations;
using UnityEditor.Events;
using UnityEngine;

// Editor helpers: wire pressure plates to doors, and make a basic character controller asset.
public static class DoorWiringTool
{
    [MenuItem("Tools/Content/Wire Selected Plate To Door")]
    public static void WireSelected()
    {
        PressurePlate plate = null;
        EventDoor door = null;
        foreach (var go in Selection.gameObjects)
        {
            if (plate == null) plate = go.GetComponent<PressurePlate>();
            if (door == null) door = go.GetComponent<EventDoor>();
        }
        if (plate != null && door != null) Wire(plate, door);
    }

    public static void Wire(PressurePlate plate, EventDoor door)
    {
        Undo.RecordObject(plate, "Wire door");
        UnityEventTools.AddPersistentListener(plate.onPressed, door.Open);
        EditorUtility.SetDirty(plate);
    }

    public static AnimatorController CreateCharacterController(string path)
    {
        var controller = AnimatorController.CreateAnimatorControllerAtPath(path);
        controller.AddParameter("Speed", AnimatorControllerParameterType.Float);
        controller.AddParameter("Jump", AnimatorControllerParameterType.Trigger);
        controller.AddParameter("Grounded", AnimatorControllerParameterType.Bool);
        var machine = controller.layers[0].stateMachine;
        var idle = machine.AddState("Idle");
        machine.AddState("Run");
        machine.AddState("Jump");
        machine.defaultState = idle;
        controller.AddLayer("Upper Body");
        AssetDatabase.SaveAssets();
        return controller;
    }
}
